import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD_COST, SITE_PASSWORD_COST } from './password-hash.ts';
import { adminPasswordCost, sitePasswordCost, TEST_ONLY_PASSWORD_COST } from './password-cost.ts';

describe('the cost of a password', () => {
  it("is OWASP's unless a test site asks for the low one", () => {
    expect(adminPasswordCost({})).toEqual({ N: 131072, r: 8, p: 1 });
    expect(sitePasswordCost({})).toEqual({ N: 32768, r: 8, p: 3 });
    expect(adminPasswordCost({ TEST_PASSWORD_COST: 'yes' })).toBe(ADMIN_PASSWORD_COST);
    expect(sitePasswordCost({ TEST_PASSWORD_COST: 'yes' })).toBe(SITE_PASSWORD_COST);
    expect(adminPasswordCost({ TEST_PASSWORD_COST: 'low' })).toBe(TEST_ONLY_PASSWORD_COST);
    expect(sitePasswordCost({ TEST_PASSWORD_COST: 'low' })).toBe(TEST_ONLY_PASSWORD_COST);
  });

  it('is never the low one on Netlify, whatever the variables say', () => {
    for (const netlify of [{ NETLIFY: 'true' }, { CONTEXT: 'production' }, { CONTEXT: 'deploy-preview' }, { DEPLOY_ID: 'd1' }]) {
      expect(adminPasswordCost({ TEST_PASSWORD_COST: 'low', ...netlify }), JSON.stringify(netlify)).toBe(ADMIN_PASSWORD_COST);
      expect(sitePasswordCost({ TEST_PASSWORD_COST: 'low', ...netlify }), JSON.stringify(netlify)).toBe(SITE_PASSWORD_COST);
    }
  });
});
