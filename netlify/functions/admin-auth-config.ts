// GET /api/admin/auth-config (public): whether the island offers the Supabase sign-in. The anon
// key is public by design (Supabase's browser key); nothing secret is answered here.
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { adminJson, answering, methodNotAllowed, type AdminContext } from '../../src/server/admin/http.ts';
import { supabaseUrl } from '../../src/server/admin/supabase-token.ts';
import { shopEnv } from '../../src/server/env.ts';

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-auth-config', context?.requestId, async () => {
    if (request.method !== 'GET') return methodNotAllowed(['GET']);
    const url = supabaseUrl();
    const anonKey = shopEnv().SUPABASE_ANON_KEY?.trim();
    return adminJson({ supabase: url && anonKey ? { url, anonKey } : null, passwordSignIn: true });
  }),
);

export const config: Config = { path: '/api/admin/auth-config', method: ['GET'] };
