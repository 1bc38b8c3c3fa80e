import { useAdminText } from './use-admin-text.ts';

export function Loading() {
  const { t } = useAdminText();
  return (
    <p role="status" className="p-6 text-base text-muted">
      {t('loading')}
    </p>
  );
}
