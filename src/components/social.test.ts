import { describe, expect, it } from 'vitest';
import { socialLinks, socialUrl } from './social.ts';

const none = { instagram: null, twitter: null, facebook: null, youtube: null, tiktok: null };

describe('footer social links', () => {
  it('are shown only when social media is enabled', () => {
    expect(socialLinks({ enabled: false, links: { ...none, instagram: 'drp.dz' } })).toEqual([]);
    expect(socialLinks({ enabled: true, links: { ...none, instagram: 'drp.dz' } })).toEqual([
      { name: 'Instagram', url: 'https://www.instagram.com/drp.dz' },
    ]);
  });
  it('skip networks without a handle and keep the networks in a fixed order', () => {
    const links = socialLinks({ enabled: true, links: { ...none, tiktok: '@drp', facebook: 'drpdz' } });
    expect(links.map((l) => l.name)).toEqual(['Facebook', 'TikTok']);
    expect(links[1]!.url).toBe('https://www.tiktok.com/@drp');
  });
  it('accept whole addresses as given and refuse handles that are not handles', () => {
    expect(socialUrl('youtube', 'https://youtube.com/c/drp')).toBe('https://youtube.com/c/drp');
    expect(socialUrl('twitter', '@drp_dz')).toBe('https://x.com/drp_dz');
    expect(socialUrl('instagram', 'javascript:alert(1)')).toBeUndefined();
    expect(socialUrl('instagram', 'a b')).toBeUndefined();
  });
});
