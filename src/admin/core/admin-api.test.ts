import { describe, expect, it } from 'vitest';
import { errorBodyOf } from './admin-api.ts';

describe('the admin API’s refusals as the island reads them', () => {
  it('keeps the contract’s code, message, field keys and wait', () => {
    expect(errorBodyOf(429, { error: { code: 'login_blocked', message: 'Sign-in failed.', retryAfterSeconds: 600 } })).toEqual({
      code: 'login_blocked',
      message: 'Sign-in failed.',
      retryAfterSeconds: 600,
    });
    expect(errorBodyOf(422, { error: { code: 'invalid', message: 'Invalid', fields: { heroText: 'tooLong', bad: 3 } } })).toEqual({
      code: 'invalid',
      message: 'Invalid',
      fields: { heroText: 'tooLong' },
    });
  });

  it('keeps the details of a catalog refusal (the cells a size removal would empty)', () => {
    const details = { cells: [{ size: 'M', color: 'Black', stock: 4 }] };
    expect(errorBodyOf(409, { error: { code: 'stock_at_stake', message: 'Removing…', details } })).toEqual({
      code: 'stock_at_stake',
      message: 'Removing…',
      details,
    });
  });

  it('names an answer outside the contract by its status (spec: status, a colon, the text)', () => {
    expect(errorBodyOf(502, '<html>Bad gateway</html>', 'Bad Gateway')).toEqual({ code: 'http_502', message: '502: Bad Gateway' });
    expect(errorBodyOf(500, { error: 'boom' }, 'Internal Server Error')).toEqual({
      code: 'http_500',
      message: '500: Internal Server Error',
    });
  });
});
