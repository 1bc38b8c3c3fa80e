// Social media: the five handles of the footer and whether they show at all.
import { TextField, Toggle } from '../../ui/Field.tsx';
import { Card } from '../../ui/Page.tsx';
import { settingsSection } from '../form/settings-section.tsx';
import type { SocialSettings } from '../settings-types.ts';

// Brand names read the same in every language.
const NETWORKS = [
  ['instagram', 'Instagram'],
  ['twitter', 'X (Twitter)'],
  ['facebook', 'Facebook'],
  ['youtube', 'YouTube'],
  ['tiktok', 'TikTok'],
] as const;

export default settingsSection<SocialSettings>({
  section: 'social',
  title: 'socialTitle',
  intro: 'socialIntro',
  fromSettings: (s) => ({ ...s.social }),
  Fields: ({ values, setValue, error, t }) => (
    <Card>
      <Toggle id="social-enabled" label={t('socialEnabled')} checked={values.enabled} onChange={(on) => setValue('enabled', on)} />
      {NETWORKS.map(([field, name]) => (
        <TextField
          key={field}
          id={field}
          label={name}
          dir="ltr"
          autoCapitalize="none"
          autoCorrect="off"
          value={values[field]}
          error={error(field)}
          hint={field === 'instagram' ? t('handleHint') : undefined}
          onChange={(e) => setValue(field, e.target.value)}
        />
      ))}
    </Card>
  ),
});
