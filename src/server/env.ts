// The shop's environment variables, all in one place: every server file, function and script reads
// them through shopEnv() instead of reaching into process.env for a name of its own. Each variable is
// listed once here with what it does (docs/deploy.md says where each is set).
//
// shopEnv() reads process.env when it is read, never at import: the local runtime, the scripts and
// the tests set variables after the modules load, and a test may change one between two cases.
// Values stay the strings they are (an unset variable is undefined): each reader keeps its own
// fallback, so the check here changes no behaviour; what it adds is one typed list, so a misspelt name
// does not compile. Variables not listed (PATH, HOME…) are kept too, for the child processes a build
// or a script starts with the same environment.
// The check runs once per environment object, and the answer is that object itself (a read-only typed
// view), not a copy: an order reads the environment about six times, and parsing or copying the ~70
// variables `npm run` sets cost 45-83 µs a call (issue #36 §5). Reading through the view stays live,
// so a variable a test sets later is seen; process.env can only ever hold strings (Node turns every
// value set into one), so what was checked once stays true.
// zod/mini: every function bundle reads this module, and the full zod API would more than double a
// cold start's code (tests/deploy/function-bundles.test.ts).
import * as z from 'zod/mini';

const text = z.optional(z.string());

const shopVariables = {
  // The database (src/server/db).
  DATABASE_URL: text, // PostgreSQL URL of the shop database; the scripts start an embedded PGlite when unset
  DATABASE_EMBEDDED: text, // '1' when DATABASE_URL is the embedded PGlite server (set by the scripts)
  DATABASE_POOL_ROLE: text, // server, function or build: picks the pool size
  DATABASE_POOL_SIZE: text, // connections per process, overriding the role
  DATABASE_PREPARED_STATEMENTS: text, // 'off' behind a transaction pooler on a port other than 6543
  DATABASE_CA_CERT: text, // PEM (or a file path) of the database server certificate authority
  FUNCTION_DEADLINE_MS: text, // replaces every function's deadline (src/server/http/deadline.ts): the fault tests make it small
  // Netlify's own (set by Netlify on a build or a function).
  NETLIFY: text, // 'true' on a Netlify build
  CONTEXT: text, // production, deploy-preview, branch-deploy… (Netlify)
  DEPLOY_ID: text, // this build's deploy (Netlify)
  URL: text, // the site's address (Netlify)
  SITE_ID: text, // the site's id: Netlify sets it in a function's environment at run time
  AWS_LAMBDA_FUNCTION_NAME: text, // set by the runtime Netlify's functions run on
  NODE_ENV: text,
  BUILD_NODE_ENV: text, // NODE_ENV of the command that started the build ('production' for a production build)
  // The site.
  SITE_URL: text, // the site's address where Netlify does not set URL
  GATE_COOKIE_SECRET: text, // signs the site password cookie
  SUPABASE_URL: text, // the owner's Supabase project
  SUPABASE_ANON_KEY: text,
  SUPABASE_SERVICE_ROLE_KEY: text, // Storage uploads from the functions
  SUPABASE_JWT_SECRET: text, // a project still on Supabase's legacy shared JWT secret
  UPLOADS_DIR: text, // local folder for product images when Supabase Storage is not configured
  ORDER_WEBHOOK_URL: text, // Discord/Slack/Telegram webhook for new orders
  BACKUP_WEBHOOK_URL: text, // webhook for backups (else ORDER_WEBHOOK_URL for the orders backup)
  BACKUP_MAX_FILE_BYTES: text, // largest backup file sent to the webhook
  NETLIFY_BUILD_HOOK_URL: text, // the build hook a publish calls
  CARRIER_TIMEOUT_MS: text, // how long one call to a carrier's API may take (30 s by default; the tests' stand-ins answer in less)
  ADS_META_API_URL: text, // Meta's Graph API address (https://graph.facebook.com): the tests point it at their stand-in
  ADS_TIKTOK_API_URL: text, // TikTok's Business API address (https://business-api.tiktok.com): the tests point it at their stand-in
  NETLIFY_DEPLOY_WEBHOOK_SECRET: text, // signs Netlify's deploy notifications
  PUBLISH_QUIET_MS: text, // quiet time after a save before an automatic publish
  ADS_SCRIPT_ORIGIN: text, // tests and benchmarks only: the origin of stand-ins of Meta's and TikTok's pixel scripts (src/server/settings/ad-scripts.ts)
  TEST_PASSWORD_COST: text, // 'low' on the test sites only: admin and site passwords at scrypt's smallest cost (passwords/password-cost.ts)
  // The build and the scripts.
  BUILD_PAGE_WORKERS: text, // threads rendering the pages (0: Astro's one thread)
  ASTRO_OUT_DIR: text, // where the build writes the site (./dist)
  DATA_DIR: text, // folder of the embedded PGlite database
  SEED_DEMO: text, // '0': db:migrate never seeds the demo catalogue
  PORT: text, // port of npm start / npm run dev
  POSTGRES_BIN: text, // PostgreSQL 15 binaries for the tests and benchmarks
  CHROMIUM_PATH: text, // Chromium for the screenshots and benchmarks
  FULL_PAGE: text, // '0': screenshots of the first screen only
  BENCH_PORT: text,
  BENCH_DIST_DIR: text,
  BENCH_PROFILE_DIR: text, // CPU profiles of the benchmark servers
};

const envSchema = z.catchall(z.object(shopVariables), z.optional(z.string()));

/** The environment, typed: the shop's variables by name, every other variable kept as it is. */
export type ShopEnv = Readonly<z.infer<typeof envSchema>>;
export type ShopVariable = keyof typeof shopVariables;

const checked = new WeakSet<object>();

/** The environment, checked on its first call and read live through the returned view (see above). */
export function shopEnv(source: Readonly<Record<string, string | undefined>> = process.env): ShopEnv {
  if (!checked.has(source)) {
    envSchema.parse(source);
    checked.add(source);
  }
  return source as ShopEnv;
}

export const SHOP_VARIABLES = Object.keys(shopVariables) as ShopVariable[];

/**
 * A deployed site (Netlify), where nothing may fall back to a laptop's defaults (a generated secret, a
 * test's password cost, loopback carriers). Its build sets NETLIFY and CONTEXT, but a function at run
 * time may have neither: it gets SITE_ID (docs.netlify.com/build/functions/environment-variables,
 * "read-only variables") and AWS Lambda's own. Any one of them counts: a deployed function cannot
 * unset them, so the strict rule cannot be skipped.
 */
export const isDeployedSite = (env: ShopEnv = shopEnv()): boolean =>
  Boolean(
    env.NETLIFY?.trim() || env.CONTEXT?.trim() || env.DEPLOY_ID?.trim() || env.SITE_ID?.trim() || env.AWS_LAMBDA_FUNCTION_NAME?.trim(),
  );

/**
 * A build running on Netlify's build machines: they set NETLIFY to 'true' ("always true", the read-only
 * build variables, docs.netlify.com/build/configure-builds/environment-variables). Files the deploy
 * takes from the repository (the edge function's config, .netlify/v1) are written only there.
 */
export const isNetlifyBuildMachine = (env: ShopEnv = shopEnv()): boolean => env.NETLIFY === 'true';
