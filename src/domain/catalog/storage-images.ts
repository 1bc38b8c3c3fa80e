// Where the owner's uploaded product images live when the shop runs on Supabase: the public objects
// of her own project. The cards (src/features/seo/responsive-images.ts) and the build's Netlify Image
// CDN list (src/integrations/netlify-image-config.ts) read the same pattern. Pure.
/**
 * The one remote source Netlify Image CDN may fetch for this shop: the public objects of the owner's
 * own Supabase project (SUPABASE_URL), never every *.supabase.co. A pattern in Netlify's syntax for
 * `remote_images` (a regular expression matched against the whole address); undefined without a project.
 * The build gives it to Netlify (src/integrations/netlify-image-config.ts).
 */
export function storageImagesPattern(supabaseUrl: string | undefined): string | undefined {
  if (!supabaseUrl) return undefined;
  let origin: string;
  try {
    origin = new URL(supabaseUrl).origin;
  } catch {
    return undefined;
  }
  if (!origin.startsWith('https://')) return undefined;
  return `${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/storage/v1/object/public/.*`;
}
