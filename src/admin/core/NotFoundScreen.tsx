import { AdminLink } from './AdminLink.tsx';
import { ADMIN_BASE } from './admin-paths.ts';
import { useAdminText } from './use-admin-text.ts';

export default function NotFoundScreen() {
  const { t } = useAdminText();
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold">{t('notFound')}</h1>
      <AdminLink to={`${ADMIN_BASE}/`} className="inline-flex min-h-12 items-center font-semibold underline underline-offset-4">
        {t('backHome')}
      </AdminLink>
    </div>
  );
}
