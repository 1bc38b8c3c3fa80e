// The countdown: on or off, its target in Algiers time (whatever this device's time zone), its title.
import { TextField, Toggle } from '../../ui/Field.tsx';
import { Card } from '../../ui/Page.tsx';
import { settingsSection } from '../form/settings-section.tsx';
import type { CountdownSettings } from '../settings-types.ts';

export default settingsSection<CountdownSettings>({
  section: 'countdown',
  title: 'countdownTitle',
  intro: 'countdownIntro',
  fromSettings: (s) => ({ ...s.countdown }),
  Fields: ({ values, setValue, error, t }) => (
    <Card>
      <Toggle id="countdown-enabled" label={t('countdownEnabled')} checked={values.enabled} onChange={(on) => setValue('enabled', on)} />
      <TextField
        id="targetLocal"
        label={t('targetLocal')}
        type="datetime-local"
        dir="ltr"
        value={values.targetLocal}
        error={error('targetLocal')}
        hint={t('targetHint')}
        onChange={(e) => setValue('targetLocal', e.target.value)}
      />
      <TextField
        id="title"
        label={t('countdownHeading')}
        dir="auto"
        value={values.title}
        error={error('title')}
        onChange={(e) => setValue('title', e.target.value)}
      />
    </Card>
  ),
});
