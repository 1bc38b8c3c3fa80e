// Astro integration: when the build is done, close its database connections at once. Without it the
// build process waits out the pool's idle timeout before it can exit (and holds pooler slots meanwhile).
// Listed last in astro.config.mjs so that every other integration's build hooks have read what they need.
import type { AstroIntegration } from 'astro';
import { closeDb } from '../server/db/client.ts';

export function closeDatabaseAfterBuild(): AstroIntegration {
  return {
    name: 'close-database-after-build',
    hooks: {
      'astro:build:done': async () => {
        await closeDb();
      },
    },
  };
}
