// Draws the landing page's default hero image (used while the owner has set none): Casbah arches in
// warm stone light, composed as SVG and encoded with sharp at the widths the page's srcset offers.
//   node scripts/generate-hero-image.ts
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const OUT = 'public/images/hero';
export const HERO_WIDTHS = [640, 1024, 1600] as const;
const W = 1600;
const H = 1000;

function arch(x: number, width: number, top: number, fill: string): string {
  const r = width / 2;
  return `<path d="M${x} ${H} V${top + r} A${r} ${r} 0 0 1 ${x + width} ${top + r} V${H} Z" fill="${fill}"/>`;
}

function svg(): string {
  const arches = [arch(140, 300, 260, 'url(#inner)'), arch(520, 560, 120, 'url(#inner)'), arch(1160, 300, 260, 'url(#inner)')].join('');
  const grain = Array.from({ length: 900 }, (_, i) => {
    const x = (i * 977) % W;
    const y = (i * 577 + ((i * i) % 211)) % H;
    return `<circle cx="${x}" cy="${y}" r="${1 + (i % 3) * 0.6}" fill="#fff" opacity="${0.02 + (i % 5) * 0.01}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#c9b08a"/><stop offset="0.55" stop-color="#a7825a"/><stop offset="1" stop-color="#6d4a31"/>
    </linearGradient>
    <linearGradient id="inner" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2b1d14"/><stop offset="1" stop-color="#120c08"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.78" cy="0.12" r="0.7">
      <stop offset="0" stop-color="#fff3d6" stop-opacity="0.55"/><stop offset="1" stop-color="#fff3d6" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  <rect width="${W}" height="${H}" fill="url(#sun)"/>
  ${arches}
  <path d="M0 ${H - 90} H${W} V${H} H0 Z" fill="#3a271b" opacity="0.85"/>
  <g stroke="#e9dcc4" stroke-opacity="0.35" stroke-width="3" fill="none">
    <path d="M110 ${H} V410 A180 180 0 0 1 470 410 V${H}"/>
    <path d="M490 ${H} V400 A310 310 0 0 1 1110 400 V${H}"/>
    <path d="M1130 ${H} V410 A180 180 0 0 1 1490 410 V${H}"/>
  </g>
  ${grain}
</svg>`;
}

mkdirSync(OUT, { recursive: true });
const base = sharp(Buffer.from(svg()));
for (const width of HERO_WIDTHS) {
  const info = await base.clone().resize(width).webp({ quality: 68, effort: 6 }).toFile(`${OUT}/hero-${width}.webp`);
  console.log(`${OUT}/hero-${width}.webp ${info.width}x${info.height} ${(info.size / 1024).toFixed(1)} KB`);
}
