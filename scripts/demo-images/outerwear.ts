// Outerwear: bomber, puffer, denim trucker, coach jacket and work overshirt, front and back.
import { both, dot, fold, line, mark, piece, rib, shine, stitch, sym, type Ctx, type Drawing, type Palette } from './scene.ts';
import { armholes, cuffs, longBody } from './tops.ts';

const zipper = (p: Palette, top: number, bottom: number) =>
  line(`M400,${top} V${bottom}`, p.darker, 12) +
  line(`M400,${top} V${bottom}`, p.metal, 6, 'stroke-dasharray="2 2.5"') +
  `<rect x="393" y="${top + 6}" width="14" height="32" rx="3" fill="${p.metal}" stroke="${p.line}"/>`;

/** A pointed shirt collar (front) or the collar band seen from the back. */
function collar(p: Palette, front: boolean): string {
  if (!front)
    return piece(sym([400, 222], [[[460, 224]], [[478, 242]], [[400, 252]]]), p, { shade: false }) + stitch('M332,244 Q400,236 468,244', p);
  const right = 'M448,228 L476,240 L440,322 L402,268 Z';
  return (
    `<path d="M350,230 Q400,246 450,230 L400,268 Z" fill="${p.inner}"/>` +
    both(piece(right, p, { shade: false }) + stitch('M470,246 L438,310', p) + fold('M404,272 L440,322', 6, 0.18))
  );
}

function buttons(p: Palette, ys: number[], x = 400, r = 7): string {
  return ys.map((y) => dot(x, y, r, p.metal, `stroke="${p.line}" stroke-width="1.5"`)).join('');
}

export function bomber(c: Ctx): Drawing {
  const { p, view } = c;
  let svg =
    piece(longBody(view === 'front' ? 262 : 244, 732, 10), p) +
    armholes(p, 10) +
    cuffs(p, 10) +
    rib(sym([400, 730], [[[570, 730]], [[562, 792]], [[400, 792]]]), p) +
    rib(
      sym(
        [400, view === 'front' ? 278 : 248],
        [
          [
            [448, view === 'front' ? 270 : 246],
            [462, 232],
          ],
          [[464, 218]],
          [[400, 226]],
        ],
      ),
      p,
    ) +
    `<path d="M352,230 Q400,242 448,230 Q${view === 'front' ? '436,256 400,262 Q364,256' : '430,236 400,238 Q370,236'} 352,230Z" fill="${p.inner}"/>` +
    shine('M600,330 Q640,460 660,620', 16, 0.14) +
    shine('M280,300 Q300,450 290,600', 22, 0.08) +
    fold('M560,440 Q530,520 556,620') +
    fold('M300,520 Q320,600 300,700', 8, 0.08);
  if (view === 'front') {
    svg +=
      zipper(p, 266, 792) +
      both(line('M470,560 L498,652', p.darker, 8) + stitch('M482,556 L510,648', p)) +
      piece('M590,360 L632,352 L646,420 L604,428 Z', p, { shade: false }) +
      line('M596,372 L634,365', p.metal, 3) +
      dot(614, 368, 3, p.metal);
  } else {
    svg += mark(400, 330, 22, p.print, 0.14);
  }
  return { svg, floor: { y: 870, w: 500 }, focus: view === 'front' ? [560, 400] : [400, 330] };
}

export function puffer(c: Ctx): Drawing {
  const { p, view } = c;
  const body = longBody(250, 720, 24);
  const bands = [316, 384, 452, 520, 588, 656];
  const defs =
    `<linearGradient id="puffG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".2"/>` +
    `<stop offset=".3" stop-color="#fff" stop-opacity=".14"/><stop offset=".75" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></linearGradient>` +
    `<pattern id="baffle" width="800" height="68" y="248" patternUnits="userSpaceOnUse"><rect width="800" height="68" fill="url(#puffG)"/></pattern>` +
    `<clipPath id="pufc"><path d="${body}"/></clipPath>`;
  const seams = bands.map((y) => line(`M120,${y} Q400,${y + 12} 680,${y}`, p.darker, 3)).join('');
  let svg =
    `<defs>${defs}</defs>` +
    piece(body, p) +
    `<rect width="800" height="1000" fill="url(#baffle)" clip-path="url(#pufc)"/>` +
    `<g clip-path="url(#pufc)">${seams}</g>` +
    armholes(p, 24) +
    both(piece('M636,700 L698,688 L700,712 L640,722 Z', p, { fill: p.dark, shade: false })) +
    piece(sym([400, 716], [[[584, 716]], [[582, 736]], [[400, 736]]]), p, { fill: p.dark, shade: false }) +
    shine('M640,330 Q660,460 680,600', 14, 0.12);
  svg +=
    view === 'front'
      ? piece('M340,186 Q400,176 460,186 L464,268 Q400,282 336,268 Z', p) +
        `<ellipse cx="400" cy="188" rx="58" ry="12" fill="${p.inner}"/>` +
        zipper(p, 196, 736) +
        both(line('M486,540 L504,640', p.darker, 6))
      : piece('M340,190 Q400,182 460,190 L466,262 Q400,272 334,262 Z', p) + mark(400, 226, 14, p.print, 0.16);
  return { svg, floor: { y: 840, w: 520 }, focus: view === 'front' ? [430, 300] : [400, 250] };
}

type ShirtJacket = { hem: number; denim?: boolean; snaps?: boolean; chestPockets?: boolean; yoke?: boolean; cord?: boolean };

function shirtJacket(c: Ctx, o: ShirtJacket): Drawing {
  const p = o.denim ? { ...c.p, stitch: '#c98d45' } : c.p;
  const front = c.view === 'front';
  const hem = o.hem;
  let svg =
    piece(longBody(front ? 262 : 244, hem, 6), p) +
    armholes(p, 6) +
    both(piece(`M618,700 L672,690 L676,740 L624,750 Z`, p, { shade: false }) + stitch('M624,712 L672,703', p)) +
    fold('M600,500 Q620,590 640,660', 8, 0.1) +
    fold('M548,450 Q520,520 544,600') +
    collar(p, front);
  if (o.denim) svg += piece(sym([400, hem - 46], [[[562, hem - 46]], [[560, hem + 4]], [[400, hem + 4]]]), p, { shade: false });
  if (o.cord)
    svg +=
      stitch(`M246,${hem - 12} H554`, p) +
      both(
        line(`M420,${hem - 2} Q430,${hem + 40} 424,${hem + 60}`, p.darker, 4) +
          `<rect x="418" y="${hem + 52}" width="12" height="18" rx="4" fill="${p.darker}"/>`,
      );
  else if (!o.denim) svg += stitch(`M246,${hem - 14} Q400,${hem - 8} 554,${hem - 14}`, p);
  if (front) {
    svg +=
      line(`M414,268 V${hem + (o.denim ? 4 : 0)}`, p.dark, 2) +
      stitch(`M420,272 V${hem - 4}`, p) +
      buttons(p, [300, 380, 460, 540, 620, ...(o.denim ? [hem - 22] : [])], 404, o.snaps ? 8 : 7);
    if (o.chestPockets) {
      svg += both(
        piece('M440,330 H528 V430 Q484,440 440,430 Z', p, { shade: false }) +
          stitch('M448,342 V424', p) +
          piece('M436,320 H532 V356 L484,372 L436,356 Z', p, { shade: false }) +
          stitch('M442,350 L484,364 L526,350', p) +
          buttons(p, [358], 484, 5),
      );
    }
    if (o.denim) svg += both(stitch('M470,440 V710', p) + stitch('M478,440 V710', p) + line('M500,560 L520,660', p.darker, 3));
    else if (!o.chestPockets) svg += both(line('M480,540 L500,650', p.darker, 4));
    if (o.yoke) svg += both(stitch('M556,300 Q500,310 462,296', p));
  } else {
    if (o.yoke) svg += line('M262,320 Q400,336 538,320', p.dark, 2) + stitch('M262,328 Q400,344 538,328', p);
    if (o.denim) svg += both(stitch('M470,360 V710', p));
    if (!o.denim && !o.chestPockets) svg += `${mark(400, 420, 40, p.print, 0.15)}${line('M340,468 H460', p.print, 5)}`;
  }
  if (o.snaps) svg += shine('M600,330 Q640,460 660,620', 16, 0.12) + shine('M280,300 Q300,450 290,600', 22, 0.07);
  return { svg, floor: { y: 860, w: 500 }, focus: front ? [470, 360] : [400, 400] };
}

export const trucker = (c: Ctx) => shirtJacket(c, { hem: 742, denim: true, chestPockets: true, yoke: true });
export const coach = (c: Ctx) => shirtJacket(c, { hem: 770, snaps: true, cord: true });
export const overshirt = (c: Ctx) => shirtJacket(c, { hem: 790, chestPockets: true, yoke: true });
