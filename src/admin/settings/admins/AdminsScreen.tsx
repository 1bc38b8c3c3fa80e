// Admins: who may sign in, one's own password, and the signed-in sessions.
import { Page } from '../../ui/Page.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { settingsMessages } from '../messages/index.ts';
import { AdminEmailsCard } from './AdminEmailsCard.tsx';
import { OwnPasswordCard } from './OwnPasswordCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';

export default function AdminsScreen() {
  const { t } = useTranslator(settingsMessages);
  return (
    <Page title={t('adminsTitle')} intro={t('adminsIntro')}>
      <AdminEmailsCard />
      <OwnPasswordCard />
      <SessionsCard />
    </Page>
  );
}
