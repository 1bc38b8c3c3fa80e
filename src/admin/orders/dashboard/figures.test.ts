import { describe, expect, it } from 'vitest';
import { percent } from './figures.ts';

describe('dashboard figures', () => {
  it('shows a rate as a whole percent, and nothing while there is nothing to divide', () => {
    expect(percent(0.666)).toBe('67%');
    expect(percent(0)).toBe('0%');
    expect(percent(1)).toBe('100%');
    expect(percent(null)).toBeNull();
  });
});
