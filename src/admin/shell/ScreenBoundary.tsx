// A screen whose chunk failed to download (a new deploy replaced it, or the phone lost signal)
// says so and offers a reload instead of leaving a blank page.
import { Component, type ReactNode } from 'react';
import { adminTranslator } from '../core/messages.ts';
import { $adminLocale } from '../core/admin-locale.ts';

type State = { failed: boolean };

export class ScreenBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const t = adminTranslator($adminLocale.get());
    return (
      <div role="alert" className="flex flex-col items-start gap-4 p-6">
        <p className="text-base">{t('screenFailed')}</p>
        <button type="button" onClick={() => window.location.reload()} className="min-h-12 rounded-md bg-ink px-5 font-semibold text-paper">
          {t('retry')}
        </button>
      </div>
    );
  }
}
