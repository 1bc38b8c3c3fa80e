// Shared by playwright.gate.config.ts, its server (gate-server.ts) and gate.spec.ts: the port, the
// folders of the protected test site, its password and the short throttle numbers it runs with.
// Its own port, never E2E_PORT's: the gate suite runs beside the shop's (npm run test:e2e:all).
export const GATE_PORT = Number(process.env.E2E_GATE_PORT ?? 4504);
export const GATE_PASSWORD = 'Drop-Night-0417';
// Quick numbers so a browser test can sit through them: a 2 s delay at the 2nd failure, 6 s lockout at the 3rd.
export const GATE_THROTTLE = { delayAfter: 2, lockoutAfter: 3, lockoutSeconds: 6 };

export const gateFolders = (port: number) => ({
  dataDir: `.data/e2e-gate-${port}`,
  outDir: `.data/dist-e2e-gate-${port}`,
  // What the server saw in the database after setting the password, for the leak test only.
  knownHash: `.data/e2e-gate-${port}.hash`,
});
