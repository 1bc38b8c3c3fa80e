// GET /api/admin/auth-config: whether the Supabase sign-in is offered (its public URL and anon key).
import { adminCall } from '../../core/admin-api.ts';

export type SupabaseConfig = { url: string; anonKey: string };
export type AuthConfig = { supabase: SupabaseConfig | null; passwordSignIn: boolean };

export const readAuthConfig = () => adminCall<AuthConfig>('auth-config', { anonymous: true });
