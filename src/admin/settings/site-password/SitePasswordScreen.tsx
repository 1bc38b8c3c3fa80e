// The site password: protection on/off (saved at once), a new password, and the gate's limits.
import { SettingsPage } from '../form/settings-section.tsx';
import { ProtectionToggle } from './ProtectionToggle.tsx';
import { GatePasswordForm } from './GatePasswordForm.tsx';
import { ThrottleForm } from './ThrottleForm.tsx';

export default function SitePasswordScreen() {
  return (
    <SettingsPage title="sitePasswordTitle" intro="sitePasswordIntro">
      {(settings) => (
        <>
          <ProtectionToggle settings={settings} />
          <GatePasswordForm settings={settings} />
          <ThrottleForm settings={settings} />
        </>
      )}
    </SettingsPage>
  );
}
