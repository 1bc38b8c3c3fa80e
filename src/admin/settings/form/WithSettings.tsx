// Renders a settings form once the settings are read; says so when they cannot be.
import { useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Loading } from '../../core/Loading.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Button } from '../../ui/Button.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { settingsMessages } from '../messages/index.ts';
import { $settings, loadSettings } from '../settings-store.ts';
import type { AdminSettings } from '../settings-types.ts';

export function WithSettings({ children }: { children: (settings: AdminSettings) => ReactNode }) {
  const { t } = useTranslator(settingsMessages);
  const load = useStore($settings);
  useEffect(() => void loadSettings(), []);
  if (load.state === 'loaded') return <>{children(load.settings)}</>;
  if (load.state === 'failed') {
    return (
      <Notice
        tone="error"
        action={
          <Button kind="secondary" onClick={() => void loadSettings({ force: true })}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed', { message: load.message })}
      </Notice>
    );
  }
  return <Loading />;
}
