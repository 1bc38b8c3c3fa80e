import { describe, expect, it } from 'vitest';
import { countAndShare, percent } from './figures.ts';

describe('dashboard figures', () => {
  it('shows a rate as a whole percent, and nothing while there is nothing to divide', () => {
    expect(percent(0.666)).toBe('67%');
    expect(percent(0)).toBe('0%');
    expect(percent(1)).toBe('100%');
    expect(percent(null)).toBeNull();
  });

  it('shows a count of confirmations with its share, or the count alone while there is none', () => {
    const format = ({ n, share }: { n: string; share: string }) => `${n} · ${share}`;
    expect(countAndShare(3, 0.6, format)).toBe('3 · 60%');
    expect(countAndShare(0, null, format)).toBe('0');
  });
});
