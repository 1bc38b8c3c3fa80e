// The site password: protection on/off (saved at once), a new password, and the gate's limits.
import { Page } from '../../ui/Page.tsx';
import { WithSettings } from '../form/WithSettings.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { settingsMessages } from '../messages/index.ts';
import { ProtectionToggle } from './ProtectionToggle.tsx';
import { GatePasswordForm } from './GatePasswordForm.tsx';
import { ThrottleForm } from './ThrottleForm.tsx';

export default function SitePasswordScreen() {
  const { t } = useTranslator(settingsMessages);
  return (
    <Page title={t('sitePasswordTitle')} intro={t('sitePasswordIntro')}>
      <WithSettings>
        {(settings) => (
          <>
            <ProtectionToggle settings={settings} />
            <GatePasswordForm settings={settings} />
            <ThrottleForm settings={settings} />
          </>
        )}
      </WithSettings>
    </Page>
  );
}
