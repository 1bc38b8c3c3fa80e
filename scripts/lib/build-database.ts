// Which database `npm run build` reads. On Netlify it must be the shop's own (DATABASE_URL): a
// Netlify build that quietly fell back to the embedded demo catalog would publish demo products
// and leave the functions without a database.
type Env = Record<string, string | undefined>;

export const MISSING_DATABASE_ON_NETLIFY =
  'This is a Netlify build (NETLIFY or CONTEXT is set), but DATABASE_URL is not set. The shop is built ' +
  "from its database: in Netlify's Project configuration → Environment variables, add DATABASE_URL (scopes " +
  "Builds and Functions where your plan offers scopes), set to Supabase's connection pooler URI (Connect → Transaction pooler, port 6543). " +
  'See docs/deploy.md (Deploying on Netlify with Supabase).';

/** Netlify sets NETLIFY=true and CONTEXT (production, deploy-preview, branch-deploy) in every build. */
export const isNetlifyBuild = (env: Env) => env.NETLIFY === 'true' || Boolean(env.CONTEXT);

export type BuildDatabase = { kind: 'external'; url: string } | { kind: 'embedded' } | { kind: 'refused'; message: string };

export function buildDatabase(env: Env): BuildDatabase {
  if (env.DATABASE_URL) return { kind: 'external', url: env.DATABASE_URL };
  if (isNetlifyBuild(env)) return { kind: 'refused', message: MISSING_DATABASE_ON_NETLIFY };
  return { kind: 'embedded' };
}
