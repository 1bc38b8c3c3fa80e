// Turns a country's admin-1 polygons (GeoJSON rings of longitude/latitude) into small SVG paths for the
// dashboard's map: a flat projection, a simplification that keeps neighbours' shared borders identical
// (each border between two junctions is simplified once and used by both sides, so no gap or overlap
// opens between wilayas), and whole-unit coordinates. Pure: scripts/map-outlines.ts reads and writes.

export type Point = readonly [number, number];
export type Shape = { code: string; rings: Point[][] };
export type Box = { west: number; east: number; south: number; north: number };

/**
 * Equirectangular at the box's middle latitude: x grows east, y grows south, `width` units across.
 * Near enough for a country's picture (Algeria spans 19°N-37°N; the error in shape is a few percent).
 */
export function projector(box: Box, width: number): { project: (p: Point) => Point; height: number } {
  const midLatitude = ((box.south + box.north) / 2) * (Math.PI / 180);
  const perDegree = width / ((box.east - box.west) * Math.cos(midLatitude));
  const xScale = perDegree * Math.cos(midLatitude);
  return {
    project: ([lon, lat]) => [(lon - box.west) * xScale, (box.north - lat) * perDegree],
    height: (box.north - box.south) * perDegree,
  };
}

/** Distance from p to the segment a-b. */
export function segmentDistance(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Douglas-Peucker on an open line: its ends stay, and every point left out is within `tolerance` of it. */
export function simplifyLine(line: readonly Point[], tolerance: number): Point[] {
  if (line.length <= 2) return [...line];
  const keep = new Array<boolean>(line.length).fill(false);
  keep[0] = keep[line.length - 1] = true;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length) {
    const [from, to] = stack.pop()!;
    let far = -1;
    let farthest = tolerance;
    for (let i = from + 1; i < to; i++) {
      const d = segmentDistance(line[i]!, line[from]!, line[to]!);
      if (d > farthest) [far, farthest] = [i, d];
    }
    if (far >= 0) {
      keep[far] = true;
      stack.push([from, far], [far, to]);
    }
  }
  return line.filter((_, i) => keep[i]);
}

const keyOf = (p: Point) => `${p[0]},${p[1]}`;

/**
 * Simplifies every ring of every shape, the borders shared by two shapes identically on both sides.
 * A point is a junction where the shapes owning it change along the ring (where a border with one
 * neighbour ends); junctions stay, and each stretch between two of them is simplified on its own, in
 * one orientation whichever side asks, so both neighbours get the very same points. A ring with no
 * junction (an island, a shape with no neighbour) keeps its first point and the one farthest from it.
 */
export function simplifyShapes(shapes: readonly Shape[], tolerance: number): Shape[] {
  const owners = new Map<string, Set<string>>();
  for (const shape of shapes)
    for (const ring of shape.rings)
      for (const p of ring) {
        const key = keyOf(p);
        if (!owners.has(key)) owners.set(key, new Set());
        owners.get(key)!.add(shape.code);
      }
  const signature = (p: Point) => [...owners.get(keyOf(p))!].sort().join(' ');
  const done = new Map<string, Point[]>();

  const simplifyStretch = (stretch: Point[]): Point[] => {
    const forward = stretch.map(keyOf).join(';');
    const backward = stretch.map(keyOf).reverse().join(';');
    const canonical = forward <= backward;
    const key = canonical ? forward : backward;
    if (!done.has(key)) done.set(key, simplifyLine(canonical ? stretch : [...stretch].reverse(), tolerance));
    const simplified = done.get(key)!;
    return canonical ? simplified : [...simplified].reverse();
  };

  return shapes.map((shape) => ({
    code: shape.code,
    rings: shape.rings.map((closed) => {
      const ring = keyOf(closed[0]!) === keyOf(closed.at(-1)!) ? closed.slice(0, -1) : [...closed];
      const n = ring.length;
      const signatures = ring.map(signature);
      let junctions = ring
        .map((_, i) => i)
        .filter((i) => signatures[i] !== signatures[(i + n - 1) % n] || signatures[i] !== signatures[(i + 1) % n]);
      if (junctions.length === 0) {
        const far = ring.reduce(
          (best, p, i) =>
            Math.hypot(p[0] - ring[0]![0], p[1] - ring[0]![1]) > Math.hypot(ring[best]![0] - ring[0]![0], ring[best]![1] - ring[0]![1])
              ? i
              : best,
          0,
        );
        junctions = far === 0 ? [0] : [0, far];
      }
      const out: Point[] = [];
      for (let j = 0; j < junctions.length; j++) {
        const from = junctions[j]!;
        const to = junctions[(j + 1) % junctions.length]!;
        const stretch: Point[] = [];
        for (let i = from; ; i = (i + 1) % n) {
          stretch.push(ring[i]!);
          if (i === to && stretch.length > 1) break;
        }
        out.push(...simplifyStretch(stretch).slice(0, -1));
      }
      return out;
    }),
  }));
}

/** An SVG path of closed rings, in whole units, each step relative to the last (the shortest text). */
export function svgPath(rings: readonly (readonly Point[])[]): string {
  let path = '';
  for (const ring of rings) {
    const points = ring
      .map(([x, y]) => [Math.round(x), Math.round(y)] as const)
      .filter((p, i, all) => i === 0 || p[0] !== all[i - 1]![0] || p[1] !== all[i - 1]![1]);
    if (points.length < 3) continue;
    const [x0, y0] = points[0]!;
    path += `M${x0} ${y0}`;
    let step = '';
    for (let i = 1; i < points.length; i++) {
      const [dx, dy] = [points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]];
      step += `${dx >= 0 && step ? ' ' : ''}${dx}${dy >= 0 ? ' ' : ''}${dy}`;
    }
    path += `l${step}z`;
  }
  return path;
}
