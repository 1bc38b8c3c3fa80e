// The demo catalog's names and category labels in Arabic and French (English is the shipped default
// language: the products' own fields). A new shop at `npm start` shows its catalog in the page's
// language, and the owner sees what the editor's language switch does. Descriptions stay English
// (the default language's fallback), as most owners start: the product list flags them.
import type { DemoProduct } from './demo-catalog.ts';

type Names = { ar: string; fr: string };

export const CATEGORY_LABELS: Record<DemoProduct['category'], Names> = {
  'T-Shirts': { ar: 'تيشيرتات', fr: 'T-shirts' },
  Hoodies: { ar: 'هوديز', fr: 'Sweats à capuche' },
  Jackets: { ar: 'جاكيتات', fr: 'Vestes' },
  Pants: { ar: 'سراويل', fr: 'Pantalons' },
  Shoes: { ar: 'أحذية', fr: 'Chaussures' },
  Accessories: { ar: 'إكسسوارات', fr: 'Accessoires' },
};

export const PRODUCT_NAMES: Record<string, Names> = {
  'essential-heavyweight-tee': { ar: 'تيشيرت أساسي سميك', fr: 'T-shirt épais essentiel' },
  'signature-logo-tee': { ar: 'تيشيرت بالشعار المميز', fr: 'T-shirt logo signature' },
  'boxy-oversized-tee': { ar: 'تيشيرت واسع مربّع', fr: 'T-shirt oversize coupe carrée' },
  'casbah-graphic-tee': { ar: 'تيشيرت القصبة المطبوع', fr: 'T-shirt graphique Casbah' },
  'pocket-tee': { ar: 'تيشيرت بجيب', fr: 'T-shirt à poche' },
  'ribbed-long-sleeve-tee': { ar: 'تيشيرت مضلّع بأكمام طويلة', fr: 'T-shirt côtelé à manches longues' },
  'heavyweight-hoodie': { ar: 'هودي سميك', fr: 'Sweat à capuche épais' },
  'full-zip-hoodie': { ar: 'هودي بسحّاب كامل', fr: 'Sweat zippé à capuche' },
  'crewneck-sweatshirt': { ar: 'سويتشيرت بياقة دائرية', fr: 'Sweat col rond' },
  'atlas-oversized-hoodie': { ar: 'هودي أطلس الواسع', fr: 'Sweat à capuche oversize Atlas' },
  'sahara-washed-hoodie': { ar: 'هودي الصحراء المغسول', fr: 'Sweat à capuche délavé Sahara' },
  'nylon-bomber-jacket': { ar: 'جاكيت بومبر نايلون', fr: 'Blouson bomber en nylon' },
  'cropped-puffer-jacket': { ar: 'جاكيت منفوخ قصير', fr: 'Doudoune courte' },
  'washed-denim-jacket': { ar: 'جاكيت جينز مغسول', fr: 'Veste en jean délavé' },
  'coach-jacket': { ar: 'جاكيت كوتش', fr: 'Veste coach' },
  'canvas-work-overshirt': { ar: 'قميص عمل من القماش', fr: 'Surchemise de travail en toile' },
  'track-windbreaker': { ar: 'جاكيت واقٍ من الرياح', fr: 'Coupe-vent de survêtement' },
  'utility-cargo-pants': { ar: 'سروال كارغو عملي', fr: 'Pantalon cargo utilitaire' },
  'baggy-jeans': { ar: 'جينز واسع', fr: 'Jean baggy' },
  'straight-raw-denim': { ar: 'جينز خام مستقيم', fr: 'Jean brut droit' },
  'fleece-joggers': { ar: 'سروال رياضي صوفي', fr: 'Jogging molletonné' },
  'nylon-cargo-shorts': { ar: 'شورت كارغو نايلون', fr: 'Short cargo en nylon' },
  'fleece-sweat-shorts': { ar: 'شورت رياضي صوفي', fr: 'Short molletonné' },
  'court-low-sneaker': { ar: 'حذاء رياضي منخفض', fr: 'Baskets basses' },
  'desert-runner': { ar: 'حذاء الجري الصحراوي', fr: 'Running désert' },
  'high-top-sneaker': { ar: 'حذاء رياضي عالي الرقبة', fr: 'Baskets montantes' },
  'leather-combat-boot': { ar: 'حذاء عسكري من الجلد', fr: 'Bottes de combat en cuir' },
  'suede-chelsea-boot': { ar: 'حذاء تشيلسي من الشامواه', fr: 'Bottines Chelsea en daim' },
  'embroidered-logo-cap': { ar: 'قبعة بشعار مطرّز', fr: 'Casquette logo brodé' },
  'ribbed-beanie': { ar: 'قبعة صوفية مضلّعة', fr: 'Bonnet côtelé' },
  'nylon-bucket-hat': { ar: 'قبعة باكيت نايلون', fr: 'Bob en nylon' },
  'crossbody-utility-bag': { ar: 'حقيبة كتف عملية', fr: 'Sac bandoulière utilitaire' },
  'canvas-tote-bag': { ar: 'حقيبة تسوّق من القماش', fr: 'Tote bag en toile' },
  'crew-socks-3-pack': { ar: 'جوارب (3 أزواج)', fr: 'Chaussettes (lot de 3)' },
};
