// Pages are rendered by the build, where the settings cannot change: read them once per build
// instead of two or three times per page (a 10,000-product build renders 40,000 pages).
// In `astro dev` every render reads them again, so an edit in the database shows at once.
import type { SiteSettings } from '../../domain/settings.ts';
import { getSiteSettings } from './site-settings.repo.ts';
import { readOncePerBuild } from '../prerender/build-reads.ts';

export function siteSettingsForPages(): Promise<SiteSettings> {
  if (!import.meta.env.PROD) return getSiteSettings();
  return readOncePerBuild('site-settings', getSiteSettings);
}
