// Ads: whether shoppers are offered the ads choice, the Meta and TikTok pixel IDs, and whether an
// order placed is also sent as Purchase from her browser. The server's tokens (Conversions API,
// Events API) are a card of their own under this form (After), saved through the owner-only API.
import { TextField, Toggle } from '../../ui/Field.tsx';
import { Card } from '../../ui/Page.tsx';
import { settingsSection } from '../form/settings-section.tsx';
import type { AdsSettings } from '../settings-types.ts';
import { AdTokensCard } from '../../ads/AdTokensCard.tsx';

export default settingsSection<AdsSettings>({
  section: 'ads',
  title: 'adsTitle',
  intro: 'adsIntro',
  fromSettings: (s) => ({ ...s.ads }),
  Fields: ({ values, setValue, error, t }) => (
    <Card title={t('pixelsTitle')}>
      <Toggle
        id="ads-enabled"
        label={t('adsEnabled')}
        hint={t('adsEnabledHint')}
        checked={values.enabled}
        onChange={(on) => setValue('enabled', on)}
      />
      <TextField
        id="metaPixelId"
        label={t('metaPixelId')}
        hint={t('metaPixelIdHint')}
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        value={values.metaPixelId}
        error={error('metaPixelId')}
        onChange={(e) => setValue('metaPixelId', e.target.value)}
      />
      <TextField
        id="tiktokPixelId"
        label={t('tiktokPixelId')}
        hint={t('tiktokPixelIdHint')}
        dir="ltr"
        autoCapitalize="characters"
        autoCorrect="off"
        autoComplete="off"
        value={values.tiktokPixelId}
        error={error('tiktokPixelId')}
        // TikTok shows the ID in capitals; a copy typed in small letters is the same ID.
        onChange={(e) => setValue('tiktokPixelId', e.target.value.toUpperCase())}
      />
      <Toggle
        id="placedAsPurchase"
        label={t('placedAsPurchase')}
        hint={t('placedAsPurchaseHint')}
        checked={values.placedAsPurchase}
        onChange={(on) => setValue('placedAsPurchase', on)}
      />
    </Card>
  ),
  After: AdTokensCard,
});
