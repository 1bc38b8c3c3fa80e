// The security headers that netlify.toml gives static pages, for answers Netlify does not apply
// [[headers]] to: every function's (through handle() in ./handle.ts) and the local runtime's own.
import { API_CSP, addSecurityHeaders, withHeadersAdded } from '../../domain/http/security-headers.ts';

export const withSecurityHeaders = (response: Response): Response =>
  withHeadersAdded(response, (headers) => addSecurityHeaders(headers, API_CSP));
