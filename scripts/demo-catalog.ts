// The demo catalog of D.R.P, the luxury streetwear brand the demo shop sells. One source for both
// the seed data (scripts/generate-demo-seed.ts -> supabase/seed.sql) and the product images
// (scripts/generate-demo-images.ts -> public/images/products/). Prices are integer DZD.

export type Garment =
  | 'tee'
  | 'longsleeve'
  | 'hoodie'
  | 'zipHoodie'
  | 'sweatshirt'
  | 'bomber'
  | 'puffer'
  | 'trucker'
  | 'coach'
  | 'overshirt'
  | 'cargo'
  | 'jeans'
  | 'baggyJeans'
  | 'joggers'
  | 'cargoShorts'
  | 'sweatShorts'
  | 'courtSneaker'
  | 'highTop'
  | 'runner'
  | 'combatBoot'
  | 'chelseaBoot'
  | 'cap'
  | 'beanie'
  | 'bucketHat'
  | 'crossbody'
  | 'tote'
  | 'socks';

export type DemoColor = { name: string; hex: string };

export type DemoProduct = {
  id: string;
  name: string;
  category: 'T-Shirts' | 'Hoodies' | 'Jackets' | 'Pants' | 'Shoes' | 'Accessories';
  garment: Garment;
  /** Drawing variant: the print of a top ('small', 'big', 'arch', 'pocket', 'none'). */
  print?: string;
  /** Contrast colour for stripes, soles and trims; defaults to black or off-white. */
  accent?: string;
  price: number;
  originalPrice?: number;
  badge?: 'new' | 'bestseller' | 'limited';
  description: string;
  details: string[];
  colors: DemoColor[];
  sizes: string[];
  /** How many images to draw (2 to 4). */
  images: 2 | 3 | 4;
  /** Featured order on the shop page (lower first). */
  position: number;
  published?: false;
  soldOut?: true;
};

const C = {
  black: { name: 'Black', hex: '#232324' },
  offWhite: { name: 'Off White', hex: '#ece6da' },
  white: { name: 'White', hex: '#f4f4f2' },
  sand: { name: 'Sand', hex: '#cdb48e' },
  olive: { name: 'Olive', hex: '#5f6647' },
  navy: { name: 'Navy', hex: '#26324a' },
  burgundy: { name: 'Burgundy', hex: '#6b2331' },
  charcoal: { name: 'Charcoal', hex: '#3d3f43' },
  grey: { name: 'Heather Grey', hex: '#a5a6a8' },
  terracotta: { name: 'Terracotta', hex: '#b0603f' },
  forest: { name: 'Forest', hex: '#2f4a3a' },
  brown: { name: 'Brown', hex: '#6b4630' },
  cream: { name: 'Cream', hex: '#efe6d2' },
  indigo: { name: 'Indigo', hex: '#2f3f63' },
  washedBlack: { name: 'Washed Black', hex: '#3a3a3c' },
  lightWash: { name: 'Light Wash', hex: '#8fa7c4' },
  stone: { name: 'Stone', hex: '#b9b2a5' },
} satisfies Record<string, DemoColor>;

const APPAREL = ['S', 'M', 'L', 'XL', 'XXL'];
const SHOES = ['39', '40', '41', '42', '43', '44'];

const tee = [
  '240 gsm combed cotton jersey',
  'Boxy fit with dropped shoulders',
  'Ribbed crew neck that keeps its shape',
  'Pre-shrunk, machine wash cold',
];
const fleece = [
  '420 gsm brushed-back cotton fleece',
  'Ribbed cuffs and hem',
  'Relaxed fit, size down for a closer fit',
  'Machine wash cold inside out',
];

// One product per line, as a table reads: Prettier would spread each over a dozen lines.
// prettier-ignore
export const CATALOG: DemoProduct[] = [
  // T-Shirts
  { id: 'essential-heavyweight-tee', name: 'Essential Heavyweight Tee', category: 'T-Shirts', garment: 'tee', print: 'small', price: 3200, badge: 'bestseller',
    description: 'The everyday tee, cut from dense 240 gsm cotton with a small embroidered D.R.P mark on the chest.', details: tee,
    colors: [C.black, C.offWhite, C.sand, C.olive], sizes: APPAREL, images: 4, position: 10 },
  { id: 'signature-logo-tee', name: 'Signature Logo Tee', category: 'T-Shirts', garment: 'tee', print: 'big', price: 3500, originalPrice: 4200,
    description: 'Oversized front logo, screen printed in Algiers with soft-hand inks.', details: [...tee.slice(0, 2), 'Water-based screen print on the chest', 'Printed locally in small batches'],
    colors: [C.offWhite, C.black, C.charcoal], sizes: APPAREL, images: 3, position: 40 },
  { id: 'boxy-oversized-tee', name: 'Boxy Oversized Tee', category: 'T-Shirts', garment: 'tee', print: 'none', price: 3900, badge: 'new',
    description: 'A wide, cropped silhouette with a heavy drape.', details: ['260 gsm cotton jersey', 'Cropped boxy fit', 'Wide ribbed collar', 'Made in Algeria'],
    colors: [C.charcoal, C.offWhite, C.burgundy], sizes: ['M', 'L', 'XL'], images: 2, position: 60 },
  { id: 'casbah-graphic-tee', name: 'Casbah Graphic Tee', category: 'T-Shirts', garment: 'tee', print: 'arch', price: 4200, badge: 'limited', soldOut: true,
    description: 'A tribute to the arches of the Casbah of Algiers, printed in a single run of 200 pieces. Numbered woven label at the hem.', details: [...tee.slice(0, 2), 'Oversized arch print on the front', 'Numbered edition of 200'],
    colors: [C.burgundy, C.offWhite], sizes: APPAREL, images: 3, position: 30 },
  { id: 'pocket-tee', name: 'Pocket Tee', category: 'T-Shirts', garment: 'tee', print: 'pocket', price: 2900,
    description: 'Clean essential with a patch pocket.', details: ['200 gsm cotton jersey', 'Chest patch pocket', 'Regular fit', 'Machine wash cold'],
    colors: [C.olive, C.navy, C.sand], sizes: ['S', 'M', 'L', 'XL'], images: 3, position: 130 },
  { id: 'ribbed-long-sleeve-tee', name: 'Ribbed Long Sleeve Tee', category: 'T-Shirts', garment: 'longsleeve', print: 'small', price: 4500,
    description: 'Long sleeves for the cooler evenings, with a slim rib at the cuffs and a tonal chest mark.', details: ['220 gsm cotton jersey', 'Ribbed cuffs', 'Regular fit', 'Printed chest mark'],
    colors: [C.offWhite, C.black], sizes: APPAREL, images: 2, position: 160 },

  // Hoodies
  { id: 'heavyweight-hoodie', name: 'Heavyweight Hoodie', category: 'Hoodies', garment: 'hoodie', print: 'small', price: 7200, badge: 'bestseller',
    description: 'Our signature hoodie in 420 gsm brushed fleece, with a double-layer hood and kangaroo pocket.', details: [...fleece.slice(0, 2), 'Double-layer hood with flat drawcords', 'Kangaroo pocket'],
    colors: [C.black, C.charcoal, C.sand, C.olive], sizes: APPAREL, images: 4, position: 20 },
  { id: 'full-zip-hoodie', name: 'Full-Zip Hoodie', category: 'Hoodies', garment: 'zipHoodie', print: 'none', price: 7900,
    description: 'A full-zip layer with a two-way metal zipper and split pockets.', details: [...fleece.slice(0, 2), 'Two-way metal zipper', 'Split front pockets'],
    colors: [C.navy, C.black, C.grey], sizes: APPAREL, images: 3, position: 90 },
  { id: 'crewneck-sweatshirt', name: 'Crewneck Sweatshirt', category: 'Hoodies', garment: 'sweatshirt', print: 'small', price: 5900, originalPrice: 6900,
    description: 'Classic crew in brushed fleece, with a wide ribbed collar.', details: fleece,
    colors: [C.burgundy, C.offWhite, C.navy], sizes: APPAREL, images: 3, position: 80 },
  { id: 'atlas-oversized-hoodie', name: 'Atlas Oversized Hoodie', category: 'Hoodies', garment: 'hoodie', print: 'big', price: 8500, badge: 'limited', soldOut: true,
    description: 'Named after the mountains, built for the cold: extra-heavy 480 gsm fleece, an oversized cut and a large back print. Sold out, back next drop.', details: ['480 gsm brushed-back cotton fleece', 'Oversized fit', 'Large logo print on the back', 'Limited drop'],
    colors: [C.olive, C.black], sizes: ['M', 'L', 'XL'], images: 3, position: 50 },
  { id: 'sahara-washed-hoodie', name: 'Sahara Washed Hoodie', category: 'Hoodies', garment: 'hoodie', print: 'big', price: 6800, badge: 'new',
    description: 'Garment-dyed in desert tones for a lived-in, sun-faded look.', details: ['400 gsm cotton fleece, garment dyed', 'Each piece varies slightly in tone', 'Relaxed fit', 'Front logo print'],
    colors: [C.sand, C.terracotta, C.stone], sizes: APPAREL, images: 3, position: 70 },

  // Jackets
  { id: 'nylon-bomber-jacket', name: 'Nylon Bomber Jacket', category: 'Jackets', garment: 'bomber', price: 13500, badge: 'bestseller',
    description: 'A flight bomber in water-repellent nylon with a light padded lining and a utility sleeve pocket.', details: ['Water-repellent nylon shell', 'Lightly padded lining', 'Ribbed collar, cuffs and hem', 'Zip utility pocket on the sleeve', 'Metal two-way zipper'],
    colors: [C.olive, C.black, C.navy], sizes: APPAREL, images: 4, position: 35 },
  { id: 'cropped-puffer-jacket', name: 'Cropped Puffer Jacket', category: 'Jackets', garment: 'puffer', price: 14900, originalPrice: 17900, badge: 'new',
    description: 'Boxy, cropped and warm: recycled insulation in wide baffles with a high funnel collar.', details: ['Recycled polyester insulation', 'Wide horizontal baffles', 'High funnel collar', 'Elastic cuffs and hem'],
    colors: [C.black, C.burgundy], sizes: ['S', 'M', 'L'], images: 4, position: 25 },
  { id: 'washed-denim-jacket', name: 'Washed Denim Jacket', category: 'Jackets', garment: 'trucker', price: 11900,
    description: 'A classic trucker in 13 oz denim, stone washed, with copper-tone stitching and metal shank buttons.', details: ['13 oz cotton denim', 'Stone washed', 'Two flap chest pockets', 'Metal shank buttons', 'Contrast stitching'],
    colors: [C.indigo, C.washedBlack], sizes: APPAREL, images: 3, position: 75 },
  { id: 'coach-jacket', name: 'Coach Jacket', category: 'Jackets', garment: 'coach', price: 9500,
    description: 'Light snap-front jacket with a drawcord hem and a large back print.', details: ['Nylon shell with mesh lining', 'Snap buttons', 'Drawcord hem', 'Back logo print'],
    colors: [C.navy, C.black, C.olive], sizes: APPAREL, images: 3, position: 110 },
  { id: 'canvas-work-overshirt', name: 'Canvas Work Overshirt', category: 'Jackets', garment: 'overshirt', price: 9900,
    description: 'A sturdy cotton canvas overshirt to wear as a light jacket.', details: ['10 oz cotton canvas', 'Two flap chest pockets', 'Corozo buttons', 'Regular fit'],
    colors: [C.sand, C.olive, C.charcoal], sizes: ['S', 'M', 'L', 'XL'], images: 3, position: 120 },
  { id: 'track-windbreaker', name: 'Track Windbreaker', category: 'Jackets', garment: 'coach', price: 10500, published: false,
    description: 'Next season: a packable windbreaker (draft, not yet on sale).', details: ['Packable ripstop nylon', 'Snap front', 'Drawcord hem'],
    colors: [C.forest, C.black], sizes: APPAREL, images: 2, position: 990 },

  // Pants
  { id: 'utility-cargo-pants', name: 'Utility Cargo Pants', category: 'Pants', garment: 'cargo', price: 7500, badge: 'bestseller',
    description: 'Relaxed cargos in cotton twill with bellowed side pockets and articulated knees.', details: ['Cotton twill, 280 gsm', 'Bellowed cargo pockets with snaps', 'Articulated knees', 'Relaxed straight leg'],
    colors: [C.black, C.olive, C.sand], sizes: APPAREL, images: 4, position: 15 },
  { id: 'baggy-jeans', name: 'Baggy Jeans', category: 'Pants', garment: 'baggyJeans', price: 8200, badge: 'new',
    description: 'A wide, low-slung fit in rigid denim that softens with every wear.', details: ['14 oz rigid cotton denim', 'Baggy fit, long inseam', 'Copper rivets', 'Leather-look back patch'],
    colors: [C.indigo, C.washedBlack, C.lightWash], sizes: APPAREL, images: 4, position: 45 },
  { id: 'straight-raw-denim', name: 'Straight Raw Denim', category: 'Pants', garment: 'jeans', price: 8900, originalPrice: 9900,
    description: 'Straight-leg jeans in unwashed raw denim.', details: ['13.5 oz raw denim', 'Straight leg', 'Button fly', 'Will fade with wear'],
    colors: [C.indigo, C.black], sizes: ['S', 'M', 'L', 'XL'], images: 3, position: 100 },
  { id: 'fleece-joggers', name: 'Fleece Joggers', category: 'Pants', garment: 'joggers', price: 5900,
    description: 'Tapered joggers in the same fleece as our hoodies, made to be worn as a set.', details: ['420 gsm brushed cotton fleece', 'Elastic waist with drawcord', 'Ribbed ankle cuffs', 'Back patch pocket'],
    colors: [C.charcoal, C.black, C.sand, C.navy], sizes: APPAREL, images: 3, position: 85 },
  { id: 'nylon-cargo-shorts', name: 'Nylon Cargo Shorts', category: 'Pants', garment: 'cargoShorts', price: 4900, badge: 'new',
    description: 'Quick-dry summer cargos for the coast.', details: ['Quick-dry nylon', 'Cargo pockets with snaps', 'Above-the-knee length', 'Belt loops'],
    colors: [C.olive, C.black, C.sand], sizes: ['S', 'M', 'L', 'XL'], images: 2, position: 140 },
  { id: 'fleece-sweat-shorts', name: 'Fleece Sweat Shorts', category: 'Pants', garment: 'sweatShorts', price: 4200, originalPrice: 4900,
    description: 'Soft loopback shorts with a drawcord waist.', details: ['330 gsm loopback cotton', 'Elastic drawcord waist', 'Side seam pockets'],
    colors: [C.grey, C.black, C.offWhite], sizes: ['S', 'M', 'L', 'XL'], images: 2, position: 170 },

  // Shoes
  { id: 'court-low-sneaker', name: 'Court Low Sneaker', category: 'Shoes', garment: 'courtSneaker', price: 11500, badge: 'bestseller',
    description: 'A clean leather court shoe with a stitched cupsole and a perforated toe.', details: ['Full-grain leather upper', 'Stitched rubber cupsole', 'Padded collar', 'Perforated toe cap', 'Runs true to size'],
    colors: [C.white, C.black, C.cream], sizes: SHOES, images: 4, position: 12 },
  { id: 'desert-runner', name: 'Desert Runner', category: 'Shoes', garment: 'runner', price: 12900, badge: 'new', accent: '#4a3b2c',
    description: 'A breathable mesh runner on a cushioned EVA midsole, in sand and stone tones.', details: ['Breathable mesh upper with suede overlays', 'Cushioned EVA midsole', 'Rubber outsole', 'Pull loop at the heel'],
    colors: [C.sand, C.grey, C.olive], sizes: SHOES, images: 3, position: 55 },
  { id: 'high-top-sneaker', name: 'High-Top Sneaker', category: 'Shoes', garment: 'highTop', price: 12500,
    description: 'A high-top basketball silhouette with an ankle patch.', details: ['Leather and suede upper', 'Padded high collar', 'Embossed ankle patch', 'Vulcanised sole'],
    colors: [C.black, C.white, C.burgundy], sizes: ['40', '41', '42', '43', '44'], images: 3, position: 95 },
  { id: 'leather-combat-boot', name: 'Leather Combat Boot', category: 'Shoes', garment: 'combatBoot', price: 14900, originalPrice: 16900,
    description: 'A lace-up boot in waxed leather on a chunky lug sole, built for winter in the north and the cold nights of the south.', details: ['Waxed full-grain leather', 'Chunky rubber lug sole', 'Seven-eyelet lacing', 'Heel pull loop'],
    colors: [C.black, C.brown], sizes: SHOES, images: 3, position: 65 },
  { id: 'suede-chelsea-boot', name: 'Suede Chelsea Boot', category: 'Shoes', garment: 'chelseaBoot', price: 13500,
    description: 'Soft suede Chelsea boots with elastic gussets.', details: ['Cow suede upper', 'Elastic side gussets', 'Front and back pull tabs', 'Rubber sole'],
    colors: [C.sand, C.brown, C.black], sizes: ['40', '41', '42', '43', '44'], images: 2, position: 150 },

  // Accessories
  { id: 'embroidered-logo-cap', name: 'Embroidered Logo Cap', category: 'Accessories', garment: 'cap', price: 2500, badge: 'bestseller',
    description: 'A six-panel cap in cotton twill with a raised D.R.P embroidery.', details: ['Cotton twill', 'Raised front embroidery', 'Adjustable strap with metal buckle', 'One size'],
    colors: [C.black, C.navy, C.sand, C.offWhite], sizes: [], images: 3, position: 18 },
  { id: 'ribbed-beanie', name: 'Ribbed Beanie', category: 'Accessories', garment: 'beanie', price: 1900,
    description: 'A chunky rib-knit beanie with a woven label.', details: ['Soft acrylic and wool blend', 'Fold-up cuff', 'Woven front label', 'One size'],
    colors: [C.burgundy, C.black, C.olive, C.charcoal], sizes: [], images: 3, position: 105 },
  { id: 'nylon-bucket-hat', name: 'Nylon Bucket Hat', category: 'Accessories', garment: 'bucketHat', price: 2800, badge: 'new',
    description: 'A light nylon bucket hat with metal eyelets.', details: ['Nylon shell, cotton lining', 'Metal side eyelets', 'Stitched brim', 'One size'],
    colors: [C.sand, C.black, C.olive], sizes: [], images: 2, position: 115 },
  { id: 'crossbody-utility-bag', name: 'Crossbody Utility Bag', category: 'Accessories', garment: 'crossbody', price: 3500, originalPrice: 3900,
    description: 'A compact crossbody bag in water-repellent nylon with two zipped compartments.', details: ['Water-repellent nylon', 'Two zipped compartments', 'Adjustable webbing strap', 'Rubber logo patch'],
    colors: [C.black, C.olive], sizes: [], images: 3, position: 125 },
  { id: 'canvas-tote-bag', name: 'Canvas Tote Bag', category: 'Accessories', garment: 'tote', price: 2200,
    description: 'Heavy canvas tote, big enough for the market.', details: ['16 oz cotton canvas', 'Reinforced handles', 'Inside pocket', 'Large front print'],
    colors: [C.offWhite, C.black], sizes: [], images: 2, position: 145 },
  { id: 'crew-socks-3-pack', name: 'Crew Socks (3-Pack)', category: 'Accessories', garment: 'socks', price: 1200,
    description: 'Three pairs of ribbed cotton crew socks with striped cuffs.', details: ['Combed cotton blend', 'Cushioned sole', 'Ribbed striped cuff', 'Fits shoe sizes 39 to 44'],
    colors: [C.white, C.black, C.grey], sizes: [], images: 2, position: 155 },
];

export const SHIPPING_RETURNS =
  'Delivered in 2–5 working days across the 58 wilayas. Cash on delivery. Exchanges within 7 days if unworn with tags.';
export const SHIPPING_RETURNS_SHOES =
  'Delivered in 2–5 working days across the 58 wilayas. Cash on delivery. Free size exchange within 7 days, unworn and in the original box.';

/** The public URL of a product's n-th image (1-based). */
export const imageUrl = (id: string, n: number) => `/images/products/${id}-${n}.webp`;
