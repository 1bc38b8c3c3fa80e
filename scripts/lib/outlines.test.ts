import { describe, expect, it } from 'vitest';
import { projector, segmentDistance, simplifyLine, simplifyShapes, svgPath, type Point, type Shape } from './outlines.ts';

describe('the map outlines', () => {
  it('projects east to the right and north to the top, the box filling the width', () => {
    const { project, height } = projector({ west: 0, east: 10, south: 20, north: 30 }, 100);
    expect(project([0, 30])).toEqual([0, 0]);
    expect(project([10, 20])[0]).toBeCloseTo(100);
    expect(project([10, 20])[1]).toBeCloseTo(height);
    // ten degrees of latitude are longer than ten of longitude at 25°N
    expect(height).toBeGreaterThan(100);
  });

  it('leaves out only points within the tolerance, keeping both ends', () => {
    const line: Point[] = [
      [0, 0],
      [1, 0.2],
      [2, -0.1],
      [3, 5],
      [4, 0.1],
      [5, 0],
    ];
    const kept = simplifyLine(line, 0.5);
    expect(kept).toEqual([
      [0, 0],
      [2, -0.1],
      [3, 5],
      [4, 0.1],
      [5, 0],
    ]);
    for (const p of line.filter((q) => !kept.includes(q))) {
      const within = kept.slice(1).some((b, i) => segmentDistance(p, kept[i]!, b) <= 0.5);
      expect(within).toBe(true);
    }
  });

  it('gives two neighbours the very same border, whichever way their rings run', () => {
    // Two squares sharing a jagged edge x≈10 from y=0 to y=10; the left one runs clockwise, the right
    // one the other way round, so each walks the border in the other direction.
    const border: Point[] = [
      [10, 0],
      [10.3, 2],
      [9.8, 4],
      [10.2, 6],
      [9.9, 8],
      [10, 10],
    ];
    const left: Shape = { code: 'A', rings: [[[0, 0], ...border, [0, 10], [0, 0]]] };
    const right: Shape = { code: 'B', rings: [[[20, 0], [20, 10], ...[...border].reverse(), [20, 0]]] };
    const [a, b] = simplifyShapes([left, right], 0.5);
    const onBorder = (ring: Point[]) => ring.filter((p) => p[0] > 5 && p[0] < 15).map((p) => p.join(','));
    expect(onBorder(a!.rings[0]!)).toEqual([...onBorder(b!.rings[0]!)].reverse());
    // the corners where the border meets the outline stay
    expect(onBorder(a!.rings[0]!)).toEqual(['10,0', '10,10']);
  });

  it('writes closed rings in whole units, each step relative', () => {
    expect(
      svgPath([
        [
          [0.4, 0],
          [10, 0.2],
          [10, 10],
          [0, 9.6],
        ],
      ]),
    ).toBe('M0 0l10 0 0 10-10 0z');
    // a ring that rounds to fewer than three points is left out
    expect(
      svgPath([
        [
          [0, 0],
          [0.2, 0.1],
          [0.1, 0.3],
        ],
      ]),
    ).toBe('');
  });
});
