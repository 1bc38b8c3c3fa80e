// Footwear in side profile (toe to the right): court, high-top and runner sneakers, combat and
// Chelsea boots. The "back" view shows the pair, one shoe behind the other.
import { dot, line, mark, mix, piece, shine, stitch, type Ctx, type Drawing, type Palette, type Pt } from './scene.ts';

const SOLE = '#f1eee7';
const LUG = '#1f1e1d';

function laces(p: Palette, pts: Pt[], color: string): string {
  return pts
    .map(([x, y]) => line(`M${x - 4},${y + 2} L${x + 16},${y - 20}`, color, 7) + dot(x, y, 4, p.metal, `stroke="${p.line}"`))
    .join('');
}

const EDGE = mix(SOLE, '#000', 0.3);

function sneaker(c: Ctx, kind: 'court' | 'high' | 'runner'): string {
  const { p, accent } = c;
  const lace = p.isLight ? '#faf8f4' : mix(p.base, '#fff', 0.75);
  const top =
    kind === 'high'
      ? 'M150,700 L142,420 Q142,386 180,380 Q240,392 300,394 L316,382 L326,338 Q338,322 362,330 L380,400 L398,520'
      : kind === 'runner'
        ? 'M156,688 L150,592 Q150,540 196,530 Q256,552 322,546 L330,488 Q338,466 366,468 Q390,472 396,486 L408,528'
        : 'M150,700 L146,585 Q146,528 196,516 Q256,540 318,532 L326,474 Q334,450 362,452 Q386,456 392,472 L404,522';
  const upper = `${top} C480,532 590,560 660,606 Q706,640 704,700 Z`;
  const eyelets: Pt[] =
    kind === 'high'
      ? [
          [366, 350],
          [376, 392],
          [388, 440],
          [398, 490],
          [430, 540],
          [476, 560],
          [520, 578],
        ]
      : [
          [420, 540],
          [458, 546],
          [496, 554],
          [534, 566],
        ];
  let svg = piece(upper, p) + (kind === 'runner' ? `<path d="${upper}" fill="url(#mesh)"/>` : '');
  // heel counter, toe cap, side stripe
  svg +=
    piece('M148,700 L146,600 Q190,620 236,700 Z', p, { fill: kind === 'runner' ? accent : p.dark, shade: false }) +
    stitch('M154,612 Q190,640 222,694', p) +
    piece('M596,700 Q594,626 646,600 Q700,630 704,700 Z', p, { shade: false }) +
    stitch('M606,698 Q606,640 646,612', p) +
    line('M404,536 C480,546 580,570 640,606', p.dark, 20, 'opacity=".55"');
  if (kind !== 'runner')
    svg += [0, 1, 2]
      .map((i) => [0, 1, 2, 3].map((j) => dot(632 + j * 14 + i * 4, 640 + i * 14, 2, p.inner, 'opacity=".6"')).join(''))
      .join('');
  svg +=
    kind === 'runner'
      ? piece('M240,690 Q300,600 430,580 L452,600 Q340,626 290,690 Z', p, { fill: accent, shade: false }) +
        piece('M470,690 Q520,620 590,610 L600,630 Q550,640 520,690 Z', p, { fill: accent, shade: false })
      : piece('M252,672 Q390,590 548,618 L554,636 Q398,624 268,690 Z', p, { fill: accent, shade: false });
  // collar padding, tongue, laces
  svg += line(kind === 'high' ? 'M180,384 Q240,396 300,398' : 'M196,520 Q256,544 318,536', p.darker, 8);
  if (kind === 'high')
    svg += dot(248, 470, 34, p.light, `stroke="${p.line}" stroke-width="2"`) + mark(248, 470, 16, p.isLight ? '#222' : p.base, 0.14);
  svg += laces(p, eyelets, lace) + mark(kind === 'high' ? 346 : 366, kind === 'high' ? 356 : 494, 10, p.print, 0.18);
  // sole
  const sole =
    kind === 'runner'
      ? 'M144,682 L708,682 Q726,700 718,730 Q708,770 660,770 L180,770 Q136,768 136,730 Q136,696 144,682 Z'
      : 'M140,696 L700,696 Q716,712 710,738 Q704,766 664,768 L172,768 Q136,766 136,732 Q136,706 140,696 Z';
  svg += piece(sole, p, { fill: SOLE, shade: false }).replace(`stroke="${p.line}"`, `stroke="${EDGE}"`);
  svg +=
    kind === 'runner'
      ? line('M150,728 Q220,706 300,728 T460,728 T620,726 T716,722', EDGE, 2.5) +
        `<path d="M150,770 L680,770 Q704,766 714,748 L150,748 Z" fill="${accent}" opacity=".85"/>`
      : line('M142,744 L708,744', EDGE, 2) + line('M150,722 L700,722', EDGE, 1.4, 'stroke-dasharray="5 4"');
  return svg + shine('M430,600 Q540,620 640,650', 10, 0.16);
}

function boot(c: Ctx, kind: 'combat' | 'chelsea'): string {
  const { p } = c;
  const t = kind === 'combat' ? 258 : 298;
  const upper = `M168,702 L162,${t + 40} Q162,${t + 2} 196,${t} L350,${t} Q366,${t + 2} 366,${t + 36} L370,470 Q382,530 480,566 Q610,606 676,640 Q706,660 702,702 Z`;
  let svg =
    piece(upper, p) +
    line(`M178,${t + 4} L348,${t + 4}`, p.darker, 10) +
    piece('M168,702 L164,560 Q220,580 260,702 Z', p, { fill: p.dark, shade: false }) +
    stitch('M176,576 Q214,600 246,698', p) +
    piece('M600,702 Q600,640 640,620 Q690,640 702,702 Z', p, { shade: false }) +
    stitch('M610,700 Q612,648 644,632', p) +
    stitch(`M172,${t + 16} L356,${t + 16}`, p) +
    shine('M200,320 Q220,480 230,560', 12, 0.14) +
    shine('M470,590 Q580,610 660,650', 10, 0.14);
  if (kind === 'combat') {
    const eyes: Pt[] = [
      [358, 288],
      [360, 330],
      [362, 372],
      [364, 414],
      [370, 456],
      [410, 520],
      [450, 546],
    ];
    svg +=
      laces(p, eyes, mix(p.base, '#000', 0.5)) +
      `<path d="M200,${t} Q196,${t - 40} 226,${t - 40} Q246,${t - 40} 246,${t}" fill="none" stroke="${p.darker}" stroke-width="8"/>`;
    svg +=
      `<path d="M150,702 H712 Q728,722 718,748 L708,772 H166 Q146,772 146,742 Z" fill="${LUG}"/>` +
      line('M150,716 H714', '#555', 1.6, 'stroke-dasharray="5 4"') +
      Array.from({ length: 14 }, (_, i) => `<rect x="${170 + i * 38}" y="760" width="22" height="14" rx="2" fill="${LUG}"/>`).join('');
  } else {
    svg +=
      `<path d="M226,${t} H330 Q314,400 280,474 Q244,400 226,${t} Z" fill="${p.darker}"/><path d="M226,${t} H330 Q314,400 280,474 Q244,400 226,${t} Z" fill="url(#rib)"/>` +
      stitch(`M220,${t} Q244,404 280,484 Q318,404 336,${t}`, p) +
      [180, 342]
        .map(
          (x) =>
            `<path d="M${x},${t} Q${x - 4},${t - 44} ${x + 12},${t - 44} Q${x + 28},${t - 44} ${x + 24},${t}" fill="none" stroke="${p.darker}" stroke-width="9"/>`,
        )
        .join('');
    svg +=
      `<path d="M156,702 H706 Q718,718 708,740 Q696,770 650,770 H170 Q156,770 156,744 Z" fill="${LUG}"/>` +
      line('M290,742 V770', '#444', 2) +
      line('M160,714 H706', '#666', 1.5, 'stroke-dasharray="5 4"');
  }
  return svg;
}

function shoe(c: Ctx, svg: string, tall: boolean): Drawing {
  const lift = tall ? -30 : -70;
  const shoeSvg =
    c.view === 'front'
      ? `<g transform="translate(0,${lift})">${svg}</g>`
      : `<g transform="translate(-30,${lift - 96}) scale(.96)"><g opacity=".92">${svg}</g></g><g transform="translate(36,${lift + 6})">${svg}</g>`;
  return {
    svg: shoeSvg,
    floor: { y: 778 + lift + (c.view === 'front' ? 0 : 6), w: 620 },
    focus: tall ? [420, 420 + lift] : [470, 580 + lift],
    zoom: 1.8,
  };
}

export const courtSneaker = (c: Ctx) => shoe(c, sneaker(c, 'court'), false);
export const highTop = (c: Ctx) => shoe(c, sneaker(c, 'high'), true);
export const runner = (c: Ctx) => shoe(c, sneaker(c, 'runner'), false);
export const combatBoot = (c: Ctx) => shoe(c, boot(c, 'combat'), true);
export const chelseaBoot = (c: Ctx) => shoe(c, boot(c, 'chelsea'), true);
