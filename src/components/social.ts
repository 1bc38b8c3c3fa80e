// The owner types handles ('drp.dz', '@drp.dz') or whole addresses; the footer needs addresses.
import type { SocialLinks } from '../domain/settings.ts';

export type SocialNetwork = keyof SocialLinks;

const NAMES: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};
const PROFILE: Record<SocialNetwork, (handle: string) => string> = {
  instagram: (h) => `https://www.instagram.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  facebook: (h) => `https://www.facebook.com/${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
};

export function socialUrl(network: SocialNetwork, value: string): string | undefined {
  const trimmed = value.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  const handle = trimmed.replace(/^@/, '');
  return /^[\w.-]{1,100}$/.test(handle) ? PROFILE[network](encodeURIComponent(handle)) : undefined;
}

/** The links the footer shows: none unless social media is enabled, and only networks with a usable handle. */
export function socialLinks(social: { enabled: boolean; links: SocialLinks }): { name: string; url: string }[] {
  if (!social.enabled) return [];
  return (Object.keys(NAMES) as SocialNetwork[]).flatMap((network) => {
    const value = social.links[network];
    const url = value ? socialUrl(network, value) : undefined;
    return url ? [{ name: NAMES[network], url }] : [];
  });
}
