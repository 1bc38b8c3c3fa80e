// Where the admin tests' Supabase Auth stand-in listens (the port after the site's own: the three
// browser suites run at once, so it may not borrow another suite's port), and the SUPABASE_URL the
// site under test is given.
export const standInPort = (sitePort: number) => sitePort + 1;
export const standInUrl = (sitePort: number) => `http://127.0.0.1:${standInPort(sitePort)}`;
