// Tops: tees, long sleeves, crewnecks and hoodies, front and back, as flat "ghost mannequin" shapes.
import { both, dot, fold, line, mark, piece, rib, stitch, sym, type Ctx, type Drawing, type Palette } from './scene.ts';

/** Right half of a long-sleeved body (used by sweatshirts, hoodies and jackets). */
export function longBody(neckY: number, hemY: number, wide = 0): string {
  return sym(
    [400, neckY],
    [
      [
        [436, neckY],
        [452, 234],
      ],
      [[556 + wide, 262]],
      [
        [626 + wide, 296],
        [648 + wide, 440],
      ],
      [[674 + wide, 700]],
      [[620 + wide, 712]],
      [[586 + wide, 470]],
      [
        [574 + wide, 440],
        [562 + wide, 420],
      ],
      [
        [556 + wide, 600],
        [560 + wide, hemY],
      ],
      [[400, hemY]],
    ],
  );
}

/** Ribbed cuffs at the end of the long sleeves, both sides. */
export const cuffs = (p: Palette, wide = 0) =>
  both(rib(`M${620 + wide},712 L${674 + wide},700 L${678 + wide},756 L${626 + wide},766 Z`, p));

/** The seam where the sleeve meets the body, both sides. */
export const armholes = (p: Palette, wide = 0) => both(line(`M${556 + wide},262 Q${540 + wide},340 ${562 + wide},420`, p.dark, 2.4));

function print(kind: string, p: Palette, view: 'front' | 'back', backY = 360, frontY = 400): string {
  if (view === 'back') {
    if (kind === 'big' || kind === 'arch') return `${mark(400, backY, 46, p.print, 0.16)}${line(`M330,${backY + 50} H470`, p.print, 5)}`;
    return backY === 360 ? mark(400, 268, 12, p.print, 0.2) : '';
  }
  if (kind === 'small' || kind === 'pocket') return mark(468, 336, 15, p.print, 0.16);
  if (kind === 'big' && frontY !== 400) return `${mark(400, frontY, 46, p.print, 0.15)}${line(`M336,${frontY + 46} H464`, p.print, 5)}`;
  if (kind === 'big') return `${mark(400, 400, 58, p.print, 0.15)}${line('M318,462 H482', p.print, 6)}${dot(400, 490, 6, p.print)}`;
  if (kind === 'arch') {
    const arch = (r: number) => `M${400 - r},560 V${440 - r * 0.2} A${r},${r} 0 1 1 ${400 + r},${440 - r * 0.2} V560`;
    return (
      `<g fill="none" stroke="${p.print}" stroke-width="6">${[84, 64, 44].map((r) => `<path d="${arch(r)}"/>`).join('')}</g>` +
      `${dot(400, 388, 16, p.print)}${line('M300,572 H500', p.print, 6)}`
    );
  }
  return '';
}

export function tee(c: Ctx): Drawing {
  const { p, view } = c;
  const neck = view === 'front' ? 266 : 236;
  const body = sym(
    [400, neck],
    [
      [
        [440, neck - 2],
        [458, 222],
      ],
      [[548, 250]],
      [
        [612, 296],
        [664, 386],
      ],
      [[600, 440]],
      [
        [576, 420],
        [552, 404],
      ],
      [
        [548, 600],
        [556, 800],
      ],
      [
        [480, 806],
        [400, 806],
      ],
    ],
  );
  const collar =
    view === 'front'
      ? `<path d="M342,222 Q400,246 458,222 Q440,264 400,266 Q360,264 342,222Z" fill="${p.inner}"/>` +
        line('M342,222 Q360,264 400,266 Q440,264 458,222', p.dark, 12) +
        stitch('M350,232 Q366,270 400,273 Q434,270 450,232', p)
      : line('M342,222 Q400,238 458,222', p.dark, 10) + stitch('M346,231 Q400,247 454,231', p);
  const pocket =
    c.variant === 'pocket' && view === 'front'
      ? piece('M436,318 H504 V392 Q470,400 436,392 Z', p, { shade: false }) + stitch('M442,330 H498', p)
      : '';
  const svg =
    piece(body, p) +
    collar +
    both(line('M548,250 Q536,330 552,404', p.dark, 2.4)) +
    both(stitch('M655,375 L591,429', p)) +
    stitch('M246,786 Q400,794 554,786', p) +
    fold('M540,420 Q500,480 520,560') +
    fold('M270,640 Q330,700 300,760', 8, 0.07) +
    fold('M470,700 Q500,740 480,790', 8, 0.06) +
    pocket +
    print(c.variant, p, view);
  return { svg, floor: { y: 862, w: 440 }, focus: view === 'front' ? [440, 320] : [400, 300] };
}

export function longsleeve(c: Ctx): Drawing {
  const { p, view } = c;
  const neck = view === 'front' ? 266 : 238;
  const collar =
    view === 'front'
      ? `<path d="M346,230 Q400,248 454,230 Q440,266 400,268 Q360,266 346,230Z" fill="${p.inner}"/>` +
        line('M346,230 Q360,266 400,268 Q440,266 454,230', p.dark, 12)
      : line('M346,232 Q400,246 454,232', p.dark, 10);
  const svg =
    piece(longBody(neck, 800, -6), p) +
    armholes(p, -6) +
    collar +
    both(stitch('M616,696 L666,686', p)) +
    stitch('M246,786 Q400,794 554,786', p) +
    fold('M600,520 Q620,600 640,660', 8, 0.1) +
    fold('M540,430 Q510,480 530,560') +
    print(c.variant, p, view);
  return { svg, floor: { y: 862, w: 460 }, focus: [470, 330] };
}

/** Hood seen from the front (behind the body) and its opening; or from the back, lying on the shoulders. */
function hood(p: Palette, view: 'front' | 'back'): [string, string] {
  if (view === 'back') {
    const d = sym(
      [400, 124],
      [
        [
          [468, 124],
          [522, 170],
          [522, 246],
        ],
        [
          [522, 330],
          [470, 382],
          [400, 392],
        ],
      ],
    );
    return ['', piece(d, p) + line('M400,130 V388', p.dark, 2.4) + stitch('M408,134 V384', p) + fold('M440,300 Q480,340 470,380', 8, 0.08)];
  }
  const outer = piece(
    sym(
      [400, 126],
      [
        [
          [462, 126],
          [512, 166],
          [512, 232],
        ],
        [[502, 290]],
        [[400, 290]],
      ],
    ),
    p,
  );
  const opening = sym(
    [400, 166],
    [
      [
        [446, 166],
        [474, 198],
        [472, 252],
      ],
      [[400, 334]],
    ],
  );
  const front =
    `<path d="${opening}" fill="${p.inner}"/>` +
    line(opening, p.base, 16) +
    line(opening, p.line, 2) +
    stitch(
      sym(
        [400, 180],
        [
          [
            [440, 180],
            [462, 206],
            [460, 252],
          ],
          [[400, 318]],
        ],
      ),
      p,
    ) +
    both(
      line('M384,318 Q376,370 380,412', p.light, 6) +
        `<rect x="375" y="408" width="10" height="22" rx="3" fill="${p.metal}"/>` +
        dot(386, 312, 5, p.metal),
    );
  return [outer, front];
}

function sweatBody(c: Ctx, kind: 'hoodie' | 'zip' | 'crew'): string {
  const { p, view } = c;
  const neck = view === 'front' && kind === 'crew' ? 262 : 246;
  const [behind, front] = kind === 'crew' ? ['', ''] : hood(p, view);
  const crew =
    kind !== 'crew'
      ? ''
      : view === 'front'
        ? `<path d="M348,236 Q400,252 452,236 Q440,262 400,264 Q360,262 348,236Z" fill="${p.inner}"/>` +
          line('M348,236 Q360,262 400,264 Q440,262 452,236', p.base, 20) +
          line('M348,236 Q360,262 400,264 Q440,262 452,236', p.dark, 20, 'stroke-dasharray="2.4 4.6" opacity=".55"')
        : line('M348,238 Q400,252 452,238', p.dark, 12);
  const hem = rib(sym([400, 738], [[[560, 738]], [[556, 800]], [[400, 800]]]), p);
  let pocket = '';
  if (view === 'front' && kind === 'hoodie') {
    const d = sym([400, 566], [[[482, 566]], [[528, 652]], [[532, 730]], [[400, 730]]]);
    pocket =
      piece(d, p, { shade: false }) +
      stitch(sym([400, 576], [[[476, 576]], [[518, 656]], [[522, 722]], [[400, 722]]]), p) +
      both(line('M482,566 L528,652', p.darker, 3));
  } else if (view === 'front' && kind === 'zip') {
    pocket = both(
      piece('M414,570 H484 L528,656 L532,730 H414 Z', p, { shade: false }) +
        line('M484,570 L528,656', p.darker, 3) +
        stitch('M422,580 H478 L518,660 L522,722 H422', p),
    );
  }
  const zip =
    view === 'front' && kind === 'zip'
      ? line('M400,330 V800', p.darker, 12) +
        line('M400,330 V800', p.metal, 6, 'stroke-dasharray="2 2.5"') +
        `<rect x="394" y="336" width="12" height="30" rx="3" fill="${p.metal}" stroke="${p.line}"/>`
      : '';
  return (
    behind +
    piece(longBody(neck, 742, 8), p) +
    armholes(p, 8) +
    cuffs(p, 8) +
    hem +
    crew +
    zip +
    fold('M610,520 Q630,600 652,670', 8, 0.1) +
    fold('M548,440 Q520,500 540,580') +
    fold('M280,600 Q300,650 290,700', 8, 0.07) +
    pocket +
    front +
    print(c.variant, p, view, kind === 'crew' ? 360 : 500, kind === 'crew' ? 400 : 486)
  );
}

export function hoodie(c: Ctx): Drawing {
  return { svg: sweatBody(c, 'hoodie'), floor: { y: 862, w: 480 }, focus: c.view === 'front' ? [420, 300] : [400, 300] };
}

export function zipHoodie(c: Ctx): Drawing {
  return { svg: sweatBody(c, 'zip'), floor: { y: 862, w: 480 }, focus: c.view === 'front' ? [420, 360] : [400, 300] };
}

export function sweatshirt(c: Ctx): Drawing {
  return { svg: sweatBody(c, 'crew'), floor: { y: 862, w: 480 }, focus: c.view === 'front' ? [420, 300] : [620, 700] };
}
