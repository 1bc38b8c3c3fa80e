// The studio scene shared by every demo product image: colour helpers, the backdrop, the floor
// shadow, a soft drop shadow, and a few drawing helpers the garment files use.
export const W = 800;
export const H = 1000;

export type Pt = [number, number];
export type View = 'front' | 'back';

/** What a garment function returns: its SVG, where its floor shadow sits and where a detail shot zooms. */
export type Drawing = { svg: string; floor: { y: number; w: number }; focus: Pt; zoom?: number };
export type Ctx = { p: Palette; view: View; accent: string; variant: string };
export type Draw = (c: Ctx) => Drawing;

type Rgb = [number, number, number];
const toRgb = (hex: string): Rgb => {
  const h = hex.length === 4 ? hex.slice(1).replace(/./g, '$&$&') : hex.slice(1);
  const n = Number.parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const toHex = (c: Rgb) =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export type Palette = {
  base: string;
  light: string;
  dark: string;
  darker: string;
  inner: string;
  stitch: string;
  line: string;
  print: string;
  metal: string;
  isLight: boolean;
};

export function palette(hex: string): Palette {
  const l = luminance(hex);
  const isLight = l > 0.62;
  return {
    base: hex,
    light: mix(hex, '#ffffff', isLight ? 0.45 : 0.14),
    dark: mix(hex, '#000000', isLight ? 0.1 : 0.22),
    darker: mix(hex, '#000000', isLight ? 0.24 : 0.42),
    inner: mix(hex, '#000000', isLight ? 0.35 : 0.55),
    stitch: l < 0.4 ? mix(hex, '#ffffff', 0.3) : mix(hex, '#000000', 0.28),
    line: mix(hex, '#000000', l < 0.2 ? 0.55 : 0.32),
    print: l < 0.5 ? '#f1ede4' : '#1f1f21',
    metal: '#b7b4ad',
    isLight,
  };
}

// Symmetric outlines: the right half from a point on the centre line, mirrored back to the start.
export function sym(start: Pt, segs: Pt[][], cx = 400): string {
  const m = ([x, y]: Pt): Pt => [2 * cx - x, y];
  const f = (pts: Pt[]) => pts.map(([x, y]) => `${x},${y}`).join(' ');
  const cmd = (n: number) => (n === 1 ? 'L' : n === 2 ? 'Q' : 'C');
  const ends: Pt[] = [start, ...segs.map((s) => s[s.length - 1]!)];
  let d = `M${f([start])}`;
  for (const s of segs) d += ` ${cmd(s.length)}${f(s)}`;
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!;
    d += ` ${cmd(s.length)}${f([...s.slice(0, -1).reverse(), ends[i]!].map(m))}`;
  }
  return `${d}Z`;
}

/** The same drawing mirrored about the vertical centre line. */
export const both = (svg: string, cx = 400) => `${svg}<g transform="matrix(-1 0 0 1 ${2 * cx} 0)">${svg}</g>`;

/** A fabric piece: gradient fill, outline, and a rounded side shading clipped to the piece. */
let clipId = 0;
export function piece(d: string, p: Palette, o: { fill?: string; shade?: boolean } = {}): string {
  const id = `c${clipId++}`;
  const shade =
    o.shade === false
      ? ''
      : `<clipPath id="${id}"><path d="${d}"/></clipPath><rect x="0" y="0" width="${W}" height="${H}" fill="url(#sides)" clip-path="url(#${id})"/>`;
  return `<path d="${d}" fill="${o.fill ?? 'url(#fill)'}"/>${shade}<path d="${d}" fill="none" stroke="${p.line}" stroke-width="2.2" stroke-linejoin="round"/>`;
}

export const line = (d: string, color: string, w = 2, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
export const stitch = (d: string, p: Palette, w = 1.6) => line(d, p.stitch, w, 'stroke-dasharray="5 4" opacity=".85"');
export const fold = (d: string, w = 10, o = 0.1) => line(d, '#000', w, `opacity="${o}" filter="url(#soft)"`);
export const shine = (d: string, w = 14, o = 0.12) => line(d, '#fff', w, `opacity="${o}" filter="url(#soft)"`);
/** A ribbed band (cuff, hem, collar): the piece plus fine vertical ribs. */
export const rib = (d: string, p: Palette) => `${piece(d, p, { shade: false })}<path d="${d}" fill="url(#rib)"/>`;
export const dot = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" ${extra}/>`;

/** The D.R.P monogram as strokes (no font needed), centred on (x, y) with letter height h. */
export function mark(x: number, y: number, h: number, color: string, sw = 0.13): string {
  const bowl = 'M0,100 V0 H40 Q72,0 72,27 Q72,54 40,54 H0';
  const letters = ['M0,0 H36 Q72,0 72,50 Q72,100 36,100 H0 Z', `${bowl} M38,54 L72,100`, bowl];
  const s = h / 100;
  const g = letters.map((d, i) => `<path d="${d}" transform="translate(${i * 100},0)"/>`).join('');
  const dots = [86, 186].map((cx) => `<circle cx="${cx}" cy="94" r="7" fill="${color}" stroke="none"/>`).join('');
  return `<g transform="translate(${x - 136 * s},${y - 50 * s}) scale(${s})" fill="none" stroke="${color}" stroke-width="${sw * 100}" stroke-linejoin="round">${g}${dots}</g>`;
}

const BACKDROPS: [string, string][] = [
  ['#f5f2ec', '#e2dcd1'],
  ['#f0f1f0', '#dadddd'],
  ['#f3eee6', '#e0d5c5'],
  ['#eef0ea', '#d8ddd1'],
  ['#f4eeeb', '#e3d7d1'],
];

export function backdrop(index: number, garment: string): [string, string] {
  const [top, bottom] = BACKDROPS[index % BACKDROPS.length]!;
  // Light garments need a slightly deeper backdrop to keep their silhouette.
  return luminance(garment) > 0.72 ? [mix(top, '#8c8678', 0.14), mix(bottom, '#6f6a5f', 0.2)] : [top, bottom];
}

/** The whole image: backdrop, floor shadow, and the garment (optionally zoomed on its focus). */
export function frame(bg: [string, string], p: Palette, d: Drawing, detail: boolean): string {
  const z = detail ? (d.zoom ?? 2.1) : 1;
  const tf = detail ? `translate(${W / 2},${H / 2}) scale(${z}) translate(${-d.focus[0]},${-d.focus[1]})` : '';
  const floor = detail
    ? ''
    : `<ellipse cx="${W / 2}" cy="${d.floor.y}" rx="${d.floor.w / 2}" ry="${Math.max(14, d.floor.w * 0.06)}" fill="url(#floor)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".42" r=".55"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<radialGradient id="floor"><stop offset="0" stop-color="#2a241c" stop-opacity=".34"/><stop offset=".6" stop-color="#2a241c" stop-opacity=".12"/><stop offset="1" stop-color="#2a241c" stop-opacity="0"/></radialGradient>
<linearGradient id="fill" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset=".5" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>
<linearGradient id="sides" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".2"/><stop offset=".22" stop-color="#000" stop-opacity="0"/><stop offset=".7" stop-color="#fff" stop-opacity=".04"/><stop offset="1" stop-color="#000" stop-opacity=".24"/></linearGradient>
<pattern id="rib" width="7" height="20" patternUnits="userSpaceOnUse"><rect width="2.4" height="20" fill="#000" opacity=".16"/></pattern>
<pattern id="knit" width="9" height="20" patternUnits="userSpaceOnUse"><rect width="3.4" height="20" fill="#000" opacity=".13"/></pattern>
<pattern id="mesh" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="1.7" fill="#000" opacity=".16"/></pattern>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5"/></filter>
<filter id="drop" x="-15%" y="-15%" width="130%" height="130%"><feGaussianBlur in="SourceAlpha" stdDeviation="9"/><feOffset dx="4" dy="10"/><feComponentTransfer><feFuncA type="linear" slope=".22"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>
${floor}<g transform="${tf}"><g filter="url(#drop)">${d.svg}</g></g>
</svg>`;
}
