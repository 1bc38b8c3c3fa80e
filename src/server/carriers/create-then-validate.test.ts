// Ecotrack's and NOEST's created parcels, validated in turn (valid/order): a tracking the shop cannot keep
// (blank, over-long, garbled) is refused for its draft alone as answer_unreadable, the value kept, never
// validated nor kept as a parcel waiting; the other drafts are validated as usual. Pure: the validate
// call is a function here (the clients' own tests run it against their stand-ins).
import { describe, expect, it } from 'vitest';
import type { FinishResult, ParcelDraft } from './carrier-client.ts';
import { validateCreated } from './create-then-validate.ts';

const draft = (reference: string) => ({ reference }) as ParcelDraft;

describe('validating what a create made', () => {
  it('refuses a blank or over-long tracking for its draft alone, validating only the others', async () => {
    const validated: string[] = [];
    const validate = async (tracking: string): Promise<FinishResult> => (validated.push(tracking), { ok: true });
    const long = `ECDHDZ${'9'.repeat(120)}`;
    const results = await validateCreated(
      'NOEST',
      [draft('1001'), draft('1002'), draft('1003'), draft('1004')],
      [{ tracking: long }, { tracking: ' ECS1A2B3C ' }, { tracking: '  ' }, { tracking: 'bad tracking' }],
      validate,
    );
    expect(results[0]).toEqual({
      reference: '1001',
      ok: false,
      retryable: false,
      message: expect.stringMatching(/^NOEST answered "ECDHDZ9+…" as the tracking number for this parcel, which the shop cannot keep/),
      reason: { code: 'answer_unreadable', fields: ['tracking'], detail: `ECDHDZ${'9'.repeat(53)}…` },
    });
    expect(results[1]).toEqual({ reference: '1002', ok: true, tracking: 'ECS1A2B3C' });
    expect(results[2]).toMatchObject({ ok: false, reason: { code: 'answer_unreadable', fields: ['tracking'] } });
    expect(results[2]).not.toHaveProperty('tracking');
    expect(results[3]).toMatchObject({ ok: false, reason: { code: 'answer_unreadable', detail: 'bad tracking' } });
    expect(validated).toEqual(['ECS1A2B3C']);
  });
});
