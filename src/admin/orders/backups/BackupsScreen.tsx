// Backups (spec section 7): 'Backup now' posts the JSON file to the owner's chat, 'Download backup'
// gives the same file here; and 'Send a test order', the spec's console helper, to check the setup.
import { useState } from 'react';
import { BACKUP_SCOPES, type BackupScope, type BackupSent } from '../../../domain/admin-orders/backup.ts';
import { AdminApiError, adminCall } from '../../core/admin-api.ts';
import { Card, Page } from '../../ui/Page.tsx';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { RadioCards } from '../../ui/RadioCards.tsx';
import { downloadFile } from '../download.ts';
import { problemText } from '../problem-text.ts';
import { useToolsText } from '../tools-messages.ts';
import { useOrdersText } from '../use-orders-text.ts';
import { Ltr } from '../../ui/Ltr.tsx';
import { phrase } from '../../ui/phrase.tsx';
import { TestOrderCard } from './TestOrderCard.tsx';

type Said = { tone: 'success' | 'error'; text: React.ReactNode } | null;

const megabytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export default function BackupsScreen() {
  const { t } = useToolsText();
  const { t: ot } = useOrdersText();
  const [scope, setScope] = useState<BackupScope>('orders');
  const [busy, setBusy] = useState<'send' | 'download' | null>(null);
  const [said, setSaid] = useState<Said>(null);

  async function backupNow() {
    setBusy('send');
    setSaid(null);
    try {
      const sent = await adminCall<BackupSent>('backup', { method: 'POST', body: { scope } });
      setSaid({
        tone: 'success',
        text: phrase(t('backupSent'), { files: <Ltr>{sent.parts}</Ltr>, size: <Ltr>{megabytes(sent.bytes)}</Ltr> }),
      });
    } catch (error) {
      const text =
        error instanceof AdminApiError && error.code === 'no_webhook'
          ? t(scope === 'database' ? 'noBackupChannel' : 'noWebhook')
          : error instanceof AdminApiError && error.status === 502
            ? error.message
            : problemText(error, ot);
      setSaid({ tone: 'error', text });
    } finally {
      setBusy(null);
    }
  }

  async function download() {
    setBusy('download');
    setSaid(null);
    try {
      const { fileName } = await downloadFile(`backup?scope=${scope}`, `shop-backup-${scope}.json`);
      setSaid({ tone: 'success', text: phrase(t('backupDownloaded'), { file: <bdi>{fileName}</bdi> }) });
    } catch (error) {
      setSaid({ tone: 'error', text: error instanceof AdminApiError && error.status === 413 ? error.message : problemText(error, ot) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Page title={t('backupsTitle')} intro={t('backupsIntro')}>
      <Card>
        <RadioCards
          legend={t('backupScope')}
          name="backup-scope"
          value={scope}
          options={BACKUP_SCOPES.map((s) => ({ value: s, label: t(`scope.${s}`) }))}
          onChange={setScope}
        />
        {said && <Notice tone={said.tone}>{said.text}</Notice>}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button disabled={busy !== null} onClick={() => void backupNow()} data-backup-now>
            {busy === 'send' ? t('backingUp') : t('backupNow')}
          </Button>
          <Button kind="secondary" disabled={busy !== null} onClick={() => void download()} data-download-backup>
            {t('downloadBackup')}
          </Button>
        </div>
      </Card>
      <TestOrderCard />
    </Page>
  );
}
