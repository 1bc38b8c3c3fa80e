// Draws the demo product images from scripts/demo-catalog.ts: flat-vector garments on a studio
// backdrop, composed as SVG (scripts/demo-images/) and encoded to WebP with sharp. Deterministic;
// re-run after changing the catalog or the drawings:
//   node scripts/generate-demo-images.ts [product-id ...]
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { CATALOG, type DemoProduct, type Garment } from './demo-catalog.ts';
import * as accessories from './demo-images/accessories.ts';
import * as bottoms from './demo-images/bottoms.ts';
import * as outerwear from './demo-images/outerwear.ts';
import { backdrop, frame, palette, type Draw, type View } from './demo-images/scene.ts';
import * as shoes from './demo-images/shoes.ts';
import * as tops from './demo-images/tops.ts';

const OUT = 'public/images/products';
const MAX_BYTES = 40 * 1024;

const DRAW: Record<Garment, Draw> = {
  tee: tops.tee,
  longsleeve: tops.longsleeve,
  hoodie: tops.hoodie,
  zipHoodie: tops.zipHoodie,
  sweatshirt: tops.sweatshirt,
  bomber: outerwear.bomber,
  puffer: outerwear.puffer,
  trucker: outerwear.trucker,
  coach: outerwear.coach,
  overshirt: outerwear.overshirt,
  cargo: bottoms.cargo,
  jeans: bottoms.jeans,
  baggyJeans: bottoms.baggyJeans,
  joggers: bottoms.joggers,
  cargoShorts: bottoms.cargoShorts,
  sweatShorts: bottoms.sweatShorts,
  courtSneaker: shoes.courtSneaker,
  highTop: shoes.highTop,
  runner: shoes.runner,
  combatBoot: shoes.combatBoot,
  chelseaBoot: shoes.chelseaBoot,
  cap: accessories.cap,
  beanie: accessories.beanie,
  bucketHat: accessories.bucketHat,
  crossbody: accessories.crossbody,
  tote: accessories.tote,
  socks: accessories.socks,
};

type Shot = { view: View; color: number; detail: boolean };

/** Image 1 is the main colour from the front; the others add the back, a close-up and another colour. */
function shots(p: DemoProduct): Shot[] {
  const front = (color: number): Shot => ({ view: 'front', color, detail: false });
  const back: Shot = { view: 'back', color: 0, detail: false };
  const detail: Shot = { view: 'front', color: 0, detail: true };
  if (p.images === 2) return [front(0), front(1)];
  if (p.images === 3) return [front(0), back, front(1)];
  return [front(0), back, detail, front(p.colors.length > 2 ? 2 : 1)];
}

async function encode(svg: string): Promise<Buffer> {
  let out = Buffer.alloc(0);
  for (const quality of [78, 72, 66]) {
    out = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
    if (out.length <= MAX_BYTES) break;
  }
  return out;
}

export async function renderProduct(p: DemoProduct, index: number): Promise<{ file: string; bytes: number }[]> {
  const written: { file: string; bytes: number }[] = [];
  for (const [i, s] of shots(p).entries()) {
    const color = p.colors[s.color] ?? p.colors[0]!;
    const pal = palette(color.hex);
    const accent = p.accent ?? (pal.isLight ? '#1f1f21' : '#f1ede4');
    const drawing = DRAW[p.garment]({ p: pal, view: s.view, accent, variant: p.print ?? '' });
    const svg = frame(backdrop(index + i, color.hex), pal, drawing, s.detail);
    const file = join(OUT, `${p.id}-${i + 1}.webp`);
    const data = await encode(svg);
    writeFileSync(file, data);
    written.push({ file, bytes: data.length });
  }
  return written;
}

const only = new Set(process.argv.slice(2));
const products = CATALOG.filter((p) => only.size === 0 || only.has(p.id));
mkdirSync(OUT, { recursive: true });
// Remove stale numbered images of these products (when a product now has fewer images).
for (const f of readdirSync(OUT)) {
  const m = /^(.+)-(\d+)\.webp$/.exec(f);
  const p = m && products.find((x) => x.id === m[1]);
  if (p && Number(m[2]) > p.images) rmSync(join(OUT, f));
}
let total = 0;
let count = 0;
for (const p of products) {
  const files = await renderProduct(p, CATALOG.indexOf(p));
  for (const f of files) {
    total += f.bytes;
    count++;
    if (f.bytes > MAX_BYTES) console.warn(`warning: ${f.file} is ${(f.bytes / 1024).toFixed(1)} KB`);
  }
}
console.log(`wrote ${count} images for ${products.length} products to ${OUT} (${(total / 1024).toFixed(0)} KB)`);
