import { describe, expect, it } from 'vitest';
import { isDatabaseBusy } from './busy.ts';

// Errors shaped as postgres.js gives them: a server's ErrorResponse carries its SQLSTATE in `code`,
// a connection that never opened carries the driver's or Node's code. (A real pgbouncer refusal and a
// refused port go through the orders function in tests/deploy/drop-pooler.test.ts.)
const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('isDatabaseBusy', () => {
  it("knows the poolers' and PostgreSQL's refusals of one more client", () => {
    expect(isDatabaseBusy(failure('no more connections allowed (max_client_conn)', '08P01'))).toBe(true);
    expect(isDatabaseBusy(failure('query_wait_timeout', '08P01'))).toBe(true);
    expect(isDatabaseBusy(failure('(EMAXCONN) max client connections reached, limit: 200', 'XX000'))).toBe(true);
    expect(isDatabaseBusy(failure('Max client connections reached'))).toBe(true);
    expect(
      isDatabaseBusy(
        failure('MaxClientsInSessionMode: max clients reached - in Session mode max clients are limited to pool_size', 'XX000'),
      ),
    ).toBe(true);
    expect(
      isDatabaseBusy(failure('(ECHECKOUTTIMEOUT) unable to check out connection from the pool after 5000ms in Transaction mode', 'XX000')),
    ).toBe(true);
    expect(isDatabaseBusy(failure('sorry, too many clients already', '53300'))).toBe(true);
    expect(isDatabaseBusy(failure('the database system is starting up', '57P03'))).toBe(true);
  });

  it('knows a connection that did not open in time or at all', () => {
    expect(isDatabaseBusy(failure('write CONNECT_TIMEOUT pooler.example:6543', 'CONNECT_TIMEOUT'))).toBe(true);
    expect(isDatabaseBusy(failure('connect ECONNREFUSED 127.0.0.1:6543', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseBusy(failure('connect ETIMEDOUT 10.0.0.1:6543', 'ETIMEDOUT'))).toBe(true);
  });

  it('knows a connection lost mid-request, a statement cancelled at its timeout and a request past its deadline', () => {
    // The order may have been stored: the same key sent again answers it (tests/functions/orders-faults.test.ts).
    expect(isDatabaseBusy(failure('read ECONNRESET', 'ECONNRESET'))).toBe(true);
    expect(isDatabaseBusy(failure('write EPIPE', 'EPIPE'))).toBe(true);
    expect(isDatabaseBusy(failure('write CONNECTION_CLOSED 127.0.0.1:5432', 'CONNECTION_CLOSED'))).toBe(true);
    expect(isDatabaseBusy(failure('write CONNECTION_DESTROYED 127.0.0.1:5432', 'CONNECTION_DESTROYED'))).toBe(true);
    expect(isDatabaseBusy(failure('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseBusy(failure('terminating connection because of crash of another server process', '57P02'))).toBe(true);
    expect(isDatabaseBusy(failure('canceling statement due to statement timeout', '57014'))).toBe(true);
    expect(isDatabaseBusy(failure('the order request met its deadline of 8000 ms', 'REQUEST_DEADLINE'))).toBe(true);
  });

  it('leaves every other fault a fault: the order function answers those 500', () => {
    expect(isDatabaseBusy(failure('Unsupported startup parameter: search_path', '08P01'))).toBe(false);
    expect(isDatabaseBusy(failure('password authentication failed for user "postgres"', '28P01'))).toBe(false);
    expect(isDatabaseBusy(failure('relation "orders" does not exist', '42P01'))).toBe(false);
    expect(isDatabaseBusy(failure('deadlock detected', '40P01'))).toBe(false);
    expect(isDatabaseBusy(failure('self-signed certificate in certificate chain', 'SELF_SIGNED_CERT_IN_CHAIN'))).toBe(false);
    expect(isDatabaseBusy(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseBusy('busy')).toBe(false);
    expect(isDatabaseBusy(undefined)).toBe(false);
  });
});
