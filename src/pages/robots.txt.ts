// robots.txt, written at build time so the sitemap line carries the site's absolute address
// (crawlers and Lighthouse reject a relative one). Replaces a static public/robots.txt.
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site ?? 'http://localhost:4321').href;
  // The admin area is kept out by its noindex header, not named here: robots.txt is public, and
  // listing the hidden path would point everyone at it.
  const body = ['User-agent: *', 'Disallow: /api/', `Sitemap: ${sitemap}`, ''].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
