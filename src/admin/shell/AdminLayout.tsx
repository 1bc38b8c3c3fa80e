// The signed-in frame: a top bar (menu, shop name, publishing state), the menu (a drawer on a
// phone, a side column on a desktop) and the screen.
import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $path } from '../core/admin-router.ts';
import { AdminLink } from '../core/AdminLink.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { NAV_ITEMS } from './nav-items.ts';
import { PublishBar } from './publish/PublishBar.tsx';
import { signOut } from './sign-out.ts';
import { useAdminText } from '../core/use-admin-text.ts';

export default function AdminLayout({ email, children }: { email: string; children: ReactNode }) {
  const { t } = useAdminText();
  const path = useStore($path);
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [path]);

  // A product's editor keeps Products marked: an item is current for its own sub-paths too.
  const isCurrent = (itemPath: string) =>
    path === itemPath || path.startsWith(`${itemPath}/`) || (itemPath.endsWith('/') && path === itemPath.slice(0, -1));
  const nav = (
    <nav aria-label={t('menu')} className="flex flex-col gap-1">
      {NAV_ITEMS.map((item) => (
        <AdminLink
          key={item.path}
          to={item.path}
          aria-current={isCurrent(item.path) ? 'page' : undefined}
          className="flex min-h-12 items-center rounded-md px-3 text-base font-medium text-ink hover:bg-line/60 aria-[current=page]:bg-ink aria-[current=page]:text-paper"
        >
          {t(item.label)}
        </AdminLink>
      ))}
    </nav>
  );
  const account = (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      <p className="truncate text-sm text-muted" dir="auto">
        {t('signedInAs', { email })}
      </p>
      <LanguageSwitch />
      <button
        type="button"
        onClick={() => void signOut()}
        className="min-h-12 rounded-md border border-ink px-4 text-base font-semibold"
        data-sign-out
      >
        {t('signOut')}
      </button>
      <a
        href="/"
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-12 items-center text-sm font-semibold underline underline-offset-4"
      >
        {t('viewShop')}
      </a>
    </div>
  );

  return (
    <div className="min-h-dvh bg-paper text-ink">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:bg-ink focus:px-3 focus:py-2 focus:text-paper"
      >
        {t('skipToContent')}
      </a>
      <header className="sticky top-0 z-30 border-b border-line bg-ink text-paper">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-3">
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-expanded={menuOpen}
            aria-controls="admin-drawer"
            className="inline-flex size-12 items-center justify-center rounded-md lg:hidden"
          >
            <span className="sr-only">{t('menu')}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </button>
          <p className="truncate text-base font-bold tracking-wide">{t('pageTitle')}</p>
        </div>
        <PublishBar />
      </header>

      {menuOpen && (
        <div className="fixed inset-0 z-40 lg:hidden" id="admin-drawer">
          <button type="button" aria-label={t('closeMenu')} onClick={() => setMenuOpen(false)} className="absolute inset-0 bg-ink/40" />
          <div
            role="dialog"
            aria-modal="true"
            aria-label={t('menu')}
            className="absolute inset-y-0 start-0 flex w-[85%] max-w-xs flex-col gap-4 overflow-y-auto bg-paper p-4 shadow-xl"
          >
            <div className="flex items-center justify-between">
              <p className="text-base font-bold">{t('pageTitle')}</p>
              <button
                type="button"
                onClick={() => setMenuOpen(false)}
                className="inline-flex size-12 items-center justify-center rounded-md"
                aria-label={t('closeMenu')}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </button>
            </div>
            {nav}
            {account}
          </div>
        </div>
      )}

      <div className="mx-auto flex max-w-6xl gap-8 px-4 py-6 lg:px-6">
        <aside className="hidden w-60 shrink-0 flex-col gap-4 lg:flex">
          {nav}
          {account}
        </aside>
        <main id="admin-main" className="min-w-0 flex-1 pb-16">
          {children}
        </main>
      </div>
    </div>
  );
}
