// The signed-out screens' frame: the language switch on top, one centred column.
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { useAdminText } from '../../core/use-admin-text.ts';

export function AuthFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useAdminText();
  return (
    <div className="min-h-dvh bg-paper text-ink">
      <header className="flex items-center justify-between gap-3 bg-ink px-4 py-2 text-paper">
        <p className="text-base font-bold tracking-wide">{t('pageTitle')}</p>
        <LanguageSwitch tone="dark" />
      </header>
      <main className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8 sm:py-14">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-base text-muted">{intro}</p>
        </div>
        {children}
      </main>
    </div>
  );
}
