// Bottoms: cargo pants, jeans, joggers and shorts, front and back.
import { both, dot, fold, line, mark, piece, rib, stitch, sym, type Ctx, type Drawing, type Palette } from './scene.ts';

type Style = 'cargo' | 'jeans' | 'baggy' | 'joggers';
type Cut = { hemX: number; innerX: number; hemY: number; crotch: number };

const CUTS: Record<Style, Cut> = {
  cargo: { hemX: 558, innerX: 414, hemY: 880, crotch: 432 },
  jeans: { hemX: 548, innerX: 420, hemY: 880, crotch: 426 },
  baggy: { hemX: 572, innerX: 408, hemY: 880, crotch: 436 },
  joggers: { hemX: 530, innerX: 432, hemY: 828, crotch: 432 },
};
const SHORTS: Cut = { hemX: 566, innerX: 412, hemY: 566, crotch: 424 };
const COPPER = '#b07a3e';

function waist(p: Palette, style: Style, front: boolean): string {
  const band = sym([400, 190], [[[532, 190]], [[534, 234]], [[400, 234]]]);
  if (style === 'joggers') {
    return (
      rib(band, p) +
      (front
        ? both(
            dot(414, 214, 4, p.inner) +
              line('M414,216 Q420,270 412,320', p.light, 5) +
              `<rect x="407" y="316" width="10" height="20" rx="3" fill="${p.metal}"/>`,
          )
        : '')
    );
  }
  const loops =
    both(`<rect x="466" y="186" width="12" height="52" rx="3" fill="${p.base}" stroke="${p.line}" stroke-width="1.6"/>`) +
    (front ? '' : `<rect x="394" y="186" width="12" height="52" rx="3" fill="${p.base}" stroke="${p.line}" stroke-width="1.6"/>`);
  const extra = front
    ? dot(400, 212, 8, style === 'cargo' ? p.darker : p.metal, `stroke="${p.line}" stroke-width="1.5"`)
    : style !== 'cargo'
      ? `<rect x="434" y="196" width="54" height="30" rx="3" fill="#8b6b4c" stroke="#5d4431" stroke-width="1.5"/>` +
        mark(461, 211, 10, '#e9d9c0', 0.16)
      : '';
  return piece(band, p, { shade: false }) + stitch('M272,200 H528', p) + stitch('M272,226 H528', p) + loops + extra;
}

function pants(c: Ctx, style: Style, shorts: boolean): Drawing {
  const p = style === 'jeans' || style === 'baggy' ? { ...c.p, stitch: '#c98d45' } : c.p;
  const front = c.view === 'front';
  const k = shorts ? SHORTS : CUTS[style];
  const legs = sym(
    [400, 190],
    [
      [[532, 190]],
      [[544, 340]],
      [
        [556, 560],
        [k.hemX, k.hemY],
      ],
      [[k.innerX, k.hemY + 4]],
      [[400, k.crotch]],
    ],
  );
  let svg =
    piece(legs, p) +
    waist(p, style, front) +
    both(
      fold(`M${k.innerX + 40},${k.crotch + 10} Q${k.innerX + 70},${(k.crotch + k.hemY) / 2} ${k.innerX + 50},${k.hemY - 30}`, 10, 0.09),
    ) +
    both(line(`M${k.innerX + 3},${k.hemY - 10} L${k.hemX - 3},${k.hemY - 12}`, p.dark, 2));
  if (style === 'joggers' && !shorts) {
    svg += both(rib(`M${k.innerX},${k.hemY + 4} L${k.hemX},${k.hemY} L${k.hemX - 4},${k.hemY + 52} L${k.innerX + 4},${k.hemY + 54} Z`, p));
  } else {
    svg += both(stitch(`M${k.innerX + 6},${k.hemY - 18} L${k.hemX - 6},${k.hemY - 20}`, p));
  }
  if (front) {
    svg +=
      line(`M400,234 V${k.crotch - 30}`, p.dark, 2) +
      (style === 'joggers' ? '' : stitch(`M426,236 V${k.crotch - 70} Q426,${k.crotch - 40} 402,${k.crotch - 34}`, p));
    svg +=
      style === 'joggers'
        ? both(line('M514,238 L540,340', p.darker, 3) + stitch('M506,240 L530,336', p))
        : both(line('M466,234 Q474,300 540,324', p.darker, 3) + stitch('M474,234 Q482,292 540,314', p));
    if (style === 'jeans' || style === 'baggy')
      svg += piece('M488,236 H520 L522,276 Q506,282 490,276 Z', p, { shade: false }) + both(dot(540, 322, 3.5, COPPER));
  } else {
    svg +=
      style === 'jeans' || style === 'baggy'
        ? line('M270,276 L400,306 L530,276', p.dark, 2) + stitch('M270,286 L400,316 L530,286', p)
        : line(`M400,234 V${k.crotch - 20}`, p.dark, 2);
    const pocket = 'M428,318 H522 L518,420 L475,440 L432,420 Z';
    if (style === 'jeans' || style === 'baggy')
      svg += both(
        piece(pocket, p, { shade: false }) +
          stitch('M436,326 H514 L510,414 L475,432 L440,414 Z', p) +
          stitch('M444,350 Q462,372 475,356 Q490,372 508,350', p),
      );
    else if (style === 'cargo')
      svg += both(
        piece('M432,300 H522 V400 H432 Z', p, { shade: false }) +
          piece('M428,290 H526 V330 H428 Z', p, { shade: false }) +
          dot(477, 318, 5, p.darker),
      );
    else svg += piece('M430,300 H514 V390 H430 Z', p, { shade: false }) + stitch('M436,306 H508', p) + mark(472, 350, 12, p.print, 0.16);
  }
  if (style === 'cargo') {
    const top = shorts ? 410 : 470;
    svg += both(
      piece(`M482,${top} H548 V${top + 130} H482 Z`, p) +
        stitch(`M488,${top + 8} V${top + 122} H542`, p) +
        piece(`M478,${top - 10} H552 V${top + 36} H478 Z`, p, { shade: false }) +
        dot(515, top + 20, 5, p.darker, `stroke="${p.line}"`),
    );
    if (!shorts) svg += both(line('M418,660 Q480,672 554,662', p.dark, 2) + stitch('M418,670 Q480,682 554,672', p));
  }
  const legW = 2 * (k.hemX - 400);
  const focus: [number, number] = front ? [460, 270] : [470, 340];
  if (!shorts) return { svg, floor: { y: k.hemY + (style === 'joggers' ? 92 : 40), w: legW + 60 }, focus, zoom: 2 };
  // Shorts are short: scale them up so they fill the frame like the other products.
  const s = 1.3;
  const at = (x: number, y: number): [number, number] => [400 + (x - 400) * s, 250 + (y - 190) * s];
  return {
    svg: `<g transform="translate(400,250) scale(${s}) translate(-400,-190)">${svg}</g>`,
    floor: { y: at(0, k.hemY)[1] + 46, w: legW * s + 60 },
    focus: at(...focus),
    zoom: 1.7,
  };
}

export const cargo = (c: Ctx) => pants(c, 'cargo', false);
export const jeans = (c: Ctx) => pants(c, 'jeans', false);
export const baggyJeans = (c: Ctx) => pants(c, 'baggy', false);
export const joggers = (c: Ctx) => pants(c, 'joggers', false);
export const cargoShorts = (c: Ctx) => pants(c, 'cargo', true);
export const sweatShorts = (c: Ctx) => pants(c, 'joggers', true);
