import { describe, expect, it } from 'vitest';
import { countAxis, countY, dayX, linePath, type Plot } from './chart-scale.ts';

const plot: Plot = { left: 10, right: 110, top: 0, bottom: 50, rtl: false };

describe('the charts scales', () => {
  it('rounds the count axis up to 1, 2 or 5 times a power of ten', () => {
    expect(countAxis(0)).toEqual({ top: 1, step: 1, values: [0, 1] });
    expect(countAxis(3)).toEqual({ top: 3, step: 1, values: [0, 1, 2, 3] });
    expect(countAxis(7)).toEqual({ top: 8, step: 2, values: [0, 2, 4, 6, 8] });
    expect(countAxis(37)).toEqual({ top: 40, step: 10, values: [0, 10, 20, 30, 40] });
    expect(countAxis(180)).toEqual({ top: 200, step: 50, values: [0, 50, 100, 150, 200] });
    expect(countAxis(1001).top).toBeGreaterThanOrEqual(1001);
  });

  it('runs the days from the reading start: left to right, or right to left in Arabic', () => {
    expect(dayX(0, 30, plot)).toBe(10);
    expect(dayX(29, 30, plot)).toBe(110);
    expect(dayX(0, 30, { ...plot, rtl: true })).toBe(110);
    expect(dayX(29, 30, { ...plot, rtl: true })).toBe(10);
    expect(dayX(0, 1, plot)).toBe(60);
  });

  it('puts 0 on the bottom and the top count on the top', () => {
    expect(countY(0, 40, plot)).toBe(50);
    expect(countY(40, 40, plot)).toBe(0);
    expect(countY(10, 40, plot)).toBe(37.5);
  });

  it('draws a line through one value a day', () => {
    expect(linePath([0, 20, 40], 40, plot)).toBe('M10 50 L60 25 L110 0');
    expect(linePath([0, 20, 40], 40, { ...plot, rtl: true })).toBe('M110 50 L60 25 L10 0');
  });
});
