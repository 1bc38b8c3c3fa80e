// One wrapper for every netlify/functions handler: its answers carry the security headers that
// netlify.toml gives static pages (Netlify does not apply [[headers]] to functions).
import { API_CSP, addSecurityHeaders, withHeadersAdded } from '../../domain/http/security-headers.ts';

export const withSecurityHeaders = (response: Response): Response => withHeadersAdded(response, (headers) => addSecurityHeaders(headers, API_CSP));

export function secured<Args extends unknown[]>(handler: (...args: Args) => Promise<Response>): (...args: Args) => Promise<Response> {
  return async (...args) => withSecurityHeaders(await handler(...args));
}
