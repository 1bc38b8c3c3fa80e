// The synthetic catalog repeats one description template, which compresses far better than real
// shop copy. This rewrites every description as 20-40 words drawn from a 2,000-word vocabulary
// (deterministic), a harder case for an index's size.
import type { Sql } from '../../src/server/db/client.ts';

const REAL = [
  'cotton',
  'heavyweight',
  'oversized',
  'boxy',
  'relaxed',
  'cropped',
  'washed',
  'brushed',
  'fleece',
  'jersey',
  'twill',
  'denim',
  'ripstop',
  'nylon',
  'suede',
  'leather',
  'ribbed',
  'embroidered',
  'printed',
  'garment-dyed',
  'vintage',
  'seams',
  'pocket',
  'zip',
  'hood',
  'collar',
  'cuffs',
  'hem',
  'drawcord',
  'waistband',
  'sole',
  'midsole',
  'lining',
  'pattern',
  'stitching',
  'Algiers',
  'Oran',
  'Sahara',
];
const SYLLABLES = [
  'ka',
  'ra',
  'mi',
  'to',
  'lu',
  'sen',
  'dor',
  'vi',
  'na',
  'qa',
  'zel',
  'bri',
  'fo',
  'gat',
  'hem',
  'jil',
  'ko',
  'pra',
  'sut',
  'wen',
];

function vocabulary(size: number): string[] {
  const words = [...REAL];
  for (let i = 0; words.length < size; i++) {
    const a = SYLLABLES[i % SYLLABLES.length]!;
    const b = SYLLABLES[Math.floor(i / SYLLABLES.length) % SYLLABLES.length]!;
    const c = i >= 400 ? SYLLABLES[Math.floor(i / 400) % SYLLABLES.length]! : '';
    words.push(a + b + c);
  }
  return words;
}

/** A small deterministic generator (mulberry32), so every run builds the same catalog. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function varyDescriptions(sql: Sql, count: number): Promise<void> {
  const words = vocabulary(2000);
  const next = random(42);
  // Zipf-like: common words much more often than rare ones, as in real copy.
  const pick = () => words[Math.floor(words.length * next() ** 2.2)]!;
  for (let start = 0; start < count; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + 1000); i++) {
      const length = 20 + Math.floor(next() * 21);
      const text = Array.from({ length }, pick).join(' ');
      rows.push({ id: `bench-${i}`, description: `${text[0]!.toUpperCase()}${text.slice(1)}.` });
    }
    await sql`update products p set description = v.description from (select * from jsonb_to_recordset(${sql.json(rows)}::jsonb) as x(id text, description text)) v where p.id = v.id`;
  }
}
