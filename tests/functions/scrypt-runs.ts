// Counts the scrypt derivations the server code starts, without changing them: node:crypto's own
// function is wrapped and Node's named exports re-synced, so `import { scrypt } from 'node:crypto'`
// in src/server/passwords/password-hash.ts calls the wrapper. Shows that a refused request never reached
// the expensive hash (a count, never a time).
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';

export type ScryptRuns = { readonly runs: number; restore: () => void };

export function countScryptRuns(): ScryptRuns {
  const original = crypto.scrypt;
  let runs = 0;
  crypto.scrypt = ((...args: Parameters<typeof crypto.scrypt>) => {
    runs += 1;
    return (original as (...a: unknown[]) => void)(...args);
  }) as typeof crypto.scrypt;
  syncBuiltinESMExports();
  return {
    get runs() {
      return runs;
    },
    restore() {
      crypto.scrypt = original;
      syncBuiltinESMExports();
    },
  };
}
