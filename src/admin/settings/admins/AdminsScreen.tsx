// Admins: who may sign in, one's own password, and the signed-in sessions.
import { SettingsPage } from '../form/SettingsPage.tsx';
import { useTranslator } from '../../shell/use-admin-text.ts';
import { settingsMessages } from '../messages.ts';
import { AdminEmailsCard } from './AdminEmailsCard.tsx';
import { OwnPasswordCard } from './OwnPasswordCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';

export default function AdminsScreen() {
  const { t } = useTranslator(settingsMessages);
  return (
    <SettingsPage title={t('adminsTitle')} intro={t('adminsIntro')}>
      <AdminEmailsCard />
      <OwnPasswordCard />
      <SessionsCard />
    </SettingsPage>
  );
}
