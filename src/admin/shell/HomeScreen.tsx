// The signed-in landing: the orders' figures, then every area of the admin as a big tile (the menu's
// items, minus this one).
import { Suspense } from 'react';
import { AdminLink } from '../core/AdminLink.tsx';
import { OrdersDashboard } from './screens.ts';
import { NAV_ITEMS } from './nav-items.ts';
import { useAdminText } from '../core/use-admin-text.ts';

export default function HomeScreen() {
  const { t } = useAdminText();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('homeTitle')}</h1>
        <p className="text-base text-muted">{t('homeIntro')}</p>
      </div>
      <Suspense fallback={null}>
        <OrdersDashboard />
      </Suspense>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {NAV_ITEMS.slice(1).map((item) => (
          <li key={item.path}>
            <AdminLink
              to={item.path}
              className="flex min-h-16 items-center justify-between rounded-lg border border-line bg-white px-4 py-3 text-base font-semibold shadow-sm hover:border-ink"
            >
              {t(item.label)}
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5 rtl:-scale-x-100"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="m9 6 6 6-6 6" />
              </svg>
            </AdminLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
