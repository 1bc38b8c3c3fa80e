// The catalog as a CSV file: download it; upload one, see what it would change and every row's
// error (the dry run writes nothing), then apply it in one go.
import { useState } from 'react';
import { showChangesPending } from '../../core/publish-store.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { Card, Page } from '../../ui/Page.tsx';
import { AdminApiError } from '../../core/admin-api.ts';
import type { ImportReport } from '../../../domain/admin-catalog/csv-columns.ts';
import { catalogApi } from '../api/catalog-api.ts';
import { saveDownload } from '../../core/save-download.ts';
import { catalogMessages } from '../messages/index.ts';
import { problemText } from '../problem-text.ts';
import { DryRunReport } from './DryRunReport.tsx';

export default function ImportExportScreen() {
  const { t, locale } = useTranslator(catalogMessages);
  const [downloading, setDownloading] = useState(false);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState<'checking' | 'applying' | null>(null);
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function download() {
    setDownloading(true);
    setSaid(null);
    try {
      await saveDownload(await catalogApi.exportCsv(), 'catalog.csv');
    } catch (e) {
      setSaid({ tone: 'error', text: problemText(e, t, locale) });
    } finally {
      setDownloading(false);
    }
  }

  async function run(dryRun: boolean) {
    if (!file) return;
    setBusy(dryRun ? 'checking' : 'applying');
    setSaid(null);
    try {
      const answer = await catalogApi.importCsv(file.text, dryRun);
      setReport(answer);
      if (answer.applied) {
        showChangesPending();
        const count = (action: string) => answer.changes.filter((c) => c.action === action).length;
        setSaid({ tone: 'success', text: t('importApplied', { created: count('create'), updated: count('update') }) });
        setFile(null);
      }
    } catch (e) {
      if (e instanceof AdminApiError && e.code === 'import_invalid' && e.details) setReport(e.details as ImportReport);
      setSaid({ tone: 'error', text: t('importFailed', { message: e instanceof Error ? e.message : String(e) }) });
    } finally {
      setBusy(null);
    }
  }

  const canApply = report !== null && !report.applied && report.errors.length === 0 && report.changes.some((c) => c.action !== 'unchanged');
  return (
    <Page title={t('importTitle')} intro={t('importIntro')}>
      {said && <Notice tone={said.tone}>{said.text}</Notice>}
      <Card title={t('exportTitle')} intro={t('exportIntro')}>
        <Button kind="secondary" className="self-start" disabled={downloading} onClick={() => void download()} data-download-csv>
          {t('downloadCsv')}
        </Button>
      </Card>
      <Card title={t('importHeading')} intro={t('importHelp')}>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          {/* The browser's own file box speaks its own language: a labelled button in ours instead. */}
          <label className="inline-flex min-h-12 cursor-pointer items-center justify-center rounded-md border border-ink bg-white px-5 text-base font-semibold hover:bg-line/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink">
            {t('chooseCsv')}
            <input
              type="file"
              accept=".csv,text/csv"
              data-import-file
              className="sr-only"
              onChange={async (e) => {
                const chosen = e.target.files?.[0];
                setReport(null);
                setSaid(null);
                setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
              }}
            />
          </label>
          <p className="min-w-0 break-all text-sm text-muted" data-chosen-file>
            {file ? <bdi>{file.name}</bdi> : t('noFileChosen')}
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button kind="secondary" disabled={!file || busy !== null} onClick={() => void run(true)} data-dry-run>
            {busy === 'checking' ? t('checking') : t('checkFile')}
          </Button>
          {canApply && (
            <Button disabled={busy !== null} onClick={() => void run(false)} data-apply-import>
              {busy === 'applying' ? t('applying') : t('applyImport')}
            </Button>
          )}
        </div>
      </Card>
      {report && <DryRunReport report={report} />}
    </Page>
  );
}
