// Accessories: six-panel cap, ribbed beanie, bucket hat, crossbody bag, canvas tote and crew socks.
import { both, dot, fold, line, mark, piece, rib, shine, stitch, sym, type Ctx, type Drawing, type Palette } from './scene.ts';

const zip = (d: string, p: Palette) => line(d, p.darker, 10) + line(d, p.metal, 5, 'stroke-dasharray="2 2.5"');
const puller = (x: number, y: number, p: Palette) =>
  `<rect x="${x - 6}" y="${y}" width="12" height="26" rx="3" fill="${p.metal}" stroke="${p.line}"/>` +
  line(`M${x},${y + 24} Q${x + 4},${y + 50} ${x - 2},${y + 62}`, p.darker, 5);

export function cap(c: Ctx): Drawing {
  const { p, view } = c;
  const crown = sym(
    [400, 300],
    [
      [
        [512, 300],
        [574, 380],
        [578, 544],
      ],
      [
        [490, 560],
        [400, 562],
      ],
    ],
  );
  const brim = 'M218,546 Q400,586 582,546 Q612,604 566,644 Q400,694 234,644 Q188,604 218,546 Z';
  let svg = '';
  if (view === 'front') {
    svg +=
      `<path d="M234,640 Q400,690 566,640 C552,672 470,690 400,690 C330,690 248,672 234,640Z" fill="${p.inner}"/>` +
      piece(crown, p) +
      piece(brim, p, { fill: p.dark }) +
      [0, 1, 2, 3].map((i) => stitch(`M${240 + i * 8},${630 - i * 12} Q400,${680 - i * 12} ${560 - i * 8},${630 - i * 12}`, p)).join('') +
      line('M400,304 Q402,430 400,556', p.dark, 2.4) +
      both(
        line('M400,304 Q490,360 522,554', p.dark, 2.4) +
          stitch('M408,310 Q494,368 528,552', p) +
          dot(520, 392, 6, p.darker, `stroke="${p.stitch}" stroke-width="2"`),
      ) +
      mark(400, 452, 46, p.print, 0.2);
  } else {
    svg +=
      piece(crown, p) +
      `<path d="M340,562 Q338,470 400,466 Q462,470 460,562 Z" fill="${p.inner}"/>` +
      line('M400,304 V466', p.dark, 2.4) +
      both(line('M400,304 Q470,360 500,556', p.dark, 2.4) + stitch('M408,310 Q476,366 508,554', p) + dot(508, 392, 6, p.darker)) +
      `<rect x="322" y="512" width="156" height="24" rx="6" fill="${p.dark}" stroke="${p.line}"/>` +
      `<rect x="430" y="506" width="30" height="36" rx="4" fill="none" stroke="${p.metal}" stroke-width="6"/>` +
      mark(400, 430, 18, p.print, 0.18);
  }
  svg += dot(400, 300, 14, p.base, `stroke="${p.line}" stroke-width="2"`) + shine('M300,360 Q260,430 250,520', 22, 0.1);
  return {
    svg: `<g transform="translate(0,20)">${svg}</g>`,
    floor: { y: 760, w: 520 },
    focus: view === 'front' ? [400, 470] : [420, 530],
    zoom: 2,
  };
}

export function beanie(c: Ctx): Drawing {
  const { p, view } = c;
  const crown = sym(
    [400, 250],
    [
      [
        [520, 250],
        [574, 360],
        [574, 520],
      ],
      [[400, 520]],
    ],
  );
  const cuff = sym([400, 500], [[[584, 500]], [[588, 680]], [[400, 680]]]);
  let svg =
    piece(crown, p) +
    `<path d="${crown}" fill="url(#knit)"/>` +
    both(fold('M520,330 Q550,420 548,500', 12, 0.1)) +
    piece(cuff, p) +
    `<path d="${cuff}" fill="url(#knit)"/>` +
    line('M214,506 H586', p.darker, 3) +
    shine('M290,290 Q250,380 250,480', 24, 0.12);
  if (view === 'front')
    svg +=
      `<rect x="360" y="556" width="80" height="58" rx="4" fill="${p.print}" stroke="${p.line}"/>` +
      mark(400, 585, 22, p.isLight ? p.base : p.darker, 0.18) +
      stitch('M364,560 V610', p);
  else svg += line('M400,254 V516', p.dark, 2.5) + stitch('M406,258 V512', p);
  return { svg, floor: { y: 724, w: 440 }, focus: [400, 560], zoom: 1.9 };
}

export function bucketHat(c: Ctx): Drawing {
  const { p, view } = c;
  const crown = sym(
    [400, 368],
    [
      [[508, 368]],
      [
        [524, 430],
        [540, 520],
      ],
      [[400, 526]],
    ],
  );
  const brim = sym(
    [400, 508],
    [
      [[546, 508]],
      [
        [624, 566],
        [676, 650],
      ],
      [
        [540, 684],
        [400, 686],
      ],
    ],
  );
  let svg =
    `<path d="M150,652 Q400,730 650,652 L652,664 Q400,748 148,664Z" fill="${p.inner}"/>` +
    piece(brim, p) +
    [0, 1, 2, 3]
      .map((i) => stitch(`M${150 + 40 + i * 30},${640 - i * 28} Q400,${696 - i * 32} ${650 - 40 - i * 30},${640 - i * 28}`, p))
      .join('') +
    piece(crown, p) +
    `<ellipse cx="400" cy="370" rx="108" ry="16" fill="${p.light}" stroke="${p.line}" stroke-width="2"/>` +
    stitch('M262,500 Q400,512 538,500', p) +
    both(dot(516, 430, 6, p.darker, `stroke="${p.metal}" stroke-width="2.5"`)) +
    shine('M300,360 Q286,430 290,500', 20, 0.12);
  svg += view === 'front' ? mark(400, 458, 36, p.print, 0.18) : `<rect x="492" y="500" width="22" height="40" rx="2" fill="${p.print}"/>`;
  return { svg, floor: { y: 760, w: 560 }, focus: [400, 480], zoom: 1.9 };
}

export function crossbody(c: Ctx): Drawing {
  const { p, view } = c;
  const body = 'M250,430 H550 Q600,430 600,500 V640 Q600,710 530,710 H270 Q200,710 200,640 V500 Q200,430 250,430 Z';
  let svg =
    line('M222,470 Q200,300 250,170 Q300,100 400,100 Q500,100 550,170 Q600,300 578,470', p.darker, 34) +
    line(
      'M222,470 Q200,300 250,170 Q300,100 400,100 Q500,100 550,170 Q600,300 578,470',
      p.stitch,
      1.6,
      'stroke-dasharray="5 4" opacity=".7"',
    ) +
    `<rect x="548" y="236" width="56" height="26" rx="6" fill="none" stroke="${p.metal}" stroke-width="7" transform="rotate(72 576 249)"/>` +
    piece(body, p) +
    shine('M250,480 Q240,560 250,650', 18, 0.12);
  if (view === 'front') {
    svg +=
      zip('M232,470 Q400,452 568,470', p) +
      puller(500, 460, p) +
      piece('M236,560 H564 V650 Q564,690 524,690 H276 Q236,690 236,650 Z', p, { shade: false }) +
      zip('M246,566 H554', p) +
      puller(300, 560, p) +
      `<rect x="352" y="604" width="96" height="44" rx="8" fill="${p.darker}"/>` +
      mark(400, 626, 20, p.print, 0.16) +
      stitch('M246,700 H554', p);
  } else {
    svg +=
      both(`<rect x="540" y="440" width="44" height="56" rx="6" fill="${p.dark}" stroke="${p.line}"/>`) +
      line('M230,540 H570', p.darker, 3) +
      stitch('M230,548 H570', p) +
      mark(400, 620, 24, p.print, 0.16);
  }
  return {
    svg: `<g transform="translate(0,60)">${svg}</g>`,
    floor: { y: 830, w: 460 },
    focus: view === 'front' ? [420, 600] : [400, 640],
    zoom: 1.9,
  };
}

export function tote(c: Ctx): Drawing {
  const { p, view } = c;
  const handle = 'M310,384 Q306,180 400,180 Q494,180 490,384';
  let svg =
    line(handle, p.darker, 24, 'transform="translate(14,-10)"') +
    piece('M228,380 H572 L594,820 H206 Z', p) +
    line(handle, p.dark, 24) +
    line(handle, p.stitch, 1.6, 'stroke-dasharray="5 4"') +
    both(`<rect x="468" y="370" width="40" height="50" fill="${p.dark}" stroke="${p.line}"/>`) +
    stitch('M232,396 H568', p) +
    stitch('M212,790 H588', p) +
    fold('M300,460 Q320,620 290,780', 14, 0.07) +
    fold('M520,500 Q500,640 520,780', 14, 0.06);
  svg +=
    view === 'front'
      ? mark(400, 580, 90, p.print, 0.13) + line('M282,670 H518', p.print, 7) + dot(400, 712, 8, p.print)
      : `<rect x="572" y="560" width="18" height="46" fill="${p.print}"/>` + mark(400, 600, 22, p.print, 0.16);
  return { svg, floor: { y: 860, w: 460 }, focus: [400, 590], zoom: 1.8 };
}

function sock(p: Palette, accent: string, logo = true): string {
  const d = 'M300,220 H420 V560 Q420,600 460,620 L600,660 Q650,676 642,730 Q632,780 580,772 L420,740 Q330,720 310,660 Q296,620 298,560 Z';
  return (
    piece(d, p) +
    `<path d="${d}" fill="url(#knit)" opacity=".5"/>` +
    rib('M300,220 H420 V320 H300 Z', p) +
    `<rect x="300" y="336" width="120" height="16" fill="${accent}"/><rect x="300" y="362" width="120" height="16" fill="${accent}"/>` +
    `<path d="M300,640 Q300,722 384,738 L396,704 Q340,694 330,632 Z" fill="${p.dark}"/>` +
    `<path d="M598,660 Q650,676 642,730 Q632,780 580,772 Q568,716 598,660 Z" fill="${p.dark}"/>` +
    stitch('M590,666 Q572,716 586,768', p) +
    (logo ? mark(360, 470, 22, accent, 0.16) : '')
  );
}

export function socks(c: Ctx): Drawing {
  const { p, view, accent } = c;
  const s = sock(p, accent);
  const plain = sock(p, accent, false);
  const svg =
    view === 'front'
      ? `<g transform="translate(-110,-30)"><g opacity=".95">${s}</g></g><g transform="translate(40,30)">${s}</g>`
      : `<g transform="rotate(-12 420 500) translate(-40,-20)">${s}</g><g transform="matrix(-1 0 0 1 820 0) rotate(-8 420 500) translate(-120,40)">${plain}</g>`;
  return { svg, floor: { y: 830, w: 560 }, focus: [400, 360], zoom: 1.8 };
}
