// Where the admin tests' Supabase Auth stand-in listens (E2E_GATE_PORT: the locked site's port,
// free while this config runs), and the SUPABASE_URL the site under test is given.
export const standInPort = (sitePort: number) => Number(process.env.E2E_GATE_PORT ?? sitePort + 100);
export const standInUrl = (sitePort: number) => `http://127.0.0.1:${standInPort(sitePort)}`;
