// Points the server code (db()) at the project's test database before any test file imports it.
import { afterAll, inject } from 'vitest';
import { closeDb } from '../../src/server/db/client.ts';
import { checkStoreOrderArguments } from '../../src/server/orders/store-order-argument.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: 'pglite' | 'postgres15';
  }
}

process.env.DATABASE_URL = inject('databaseUrl');
process.env.DATABASE_EMBEDDED = inject('databaseKind') === 'pglite' ? '1' : '0';
// Tests call many handlers at once in one process, as the local runtime does.
process.env.DATABASE_POOL_ROLE = 'server';
// Admin passwords at scrypt's smallest cost (src/server/passwords/password-cost.ts): at OWASP's, the
// hundreds of sign-ins here were most of these tests' time. admin-password-cost.test.ts keeps OWASP's.
process.env.TEST_PASSWORD_COST = 'low';
// Every order the tests place has its store_order argument checked against its schema (the request
// path builds it unchecked: src/server/orders/store-order-argument.ts).
checkStoreOrderArguments(true);
afterAll(() => closeDb());
