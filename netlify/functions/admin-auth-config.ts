// GET /api/admin/auth-config (public): whether the island offers the Supabase sign-in. The anon
// key is public by design (Supabase's browser key); nothing secret is answered here.
import type { Config } from '@netlify/functions';
import { adminJson } from '../../src/server/admin/http.ts';
import { adminFunction, open } from '../../src/server/admin/admin-function.ts';
import { supabaseUrl } from '../../src/server/admin/supabase-token.ts';
import { shopEnv } from '../../src/server/env.ts';

export default adminFunction('admin-auth-config', {
  'GET /api/admin/auth-config': open(async () => {
    const url = supabaseUrl();
    const anonKey = shopEnv().SUPABASE_ANON_KEY?.trim();
    return adminJson({ supabase: url && anonKey ? { url, anonKey } : null, passwordSignIn: true });
  }),
});

export const config: Config = { path: '/api/admin/auth-config', method: ['GET'] };
