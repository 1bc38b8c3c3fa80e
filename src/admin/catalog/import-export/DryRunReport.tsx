// What an import would do (or did): the counts, each product's change, and each row's error. On a
// phone every line is a small card; the columns line up from tablet width.
import { useTranslator } from '../../core/use-translator.ts';
import { Card } from '../../ui/Page.tsx';
import type { ImportError, ImportReport } from '../../../domain/admin-catalog/csv-columns.ts';
import { csvImportMessages } from '../../../domain/admin-catalog/csv-messages.ts';
import { catalogMessages } from '../messages/index.ts';

const ACTION = { create: 'actionCreate', update: 'actionUpdate', unchanged: 'actionUnchanged' } as const;

export function DryRunReport({ report }: { report: ImportReport }) {
  const { t } = useTranslator(catalogMessages);
  const count = (action: keyof typeof ACTION) => report.changes.filter((c) => c.action === action).length;
  return (
    <div className="flex flex-col gap-4" data-import-report={report.applied ? 'applied' : 'dry-run'}>
      {report.errors.length > 0 && (
        <Card title={t('rowErrorsTitle', { n: report.errors.length })} intro={t('rowErrorsHelp')}>
          <RowProblems problems={report.errors} kind="error" />
        </Card>
      )}
      {report.warnings.length > 0 && (
        <Card title={t('imageWarningsTitle', { n: report.warnings.length })} intro={t('imageWarningsHelp')}>
          <RowProblems problems={report.warnings} kind="warning" />
        </Card>
      )}
      <Card title={t('dryRunTitle')}>
        <p className="text-sm font-semibold" data-import-counts>
          {t('dryRunCounts', { created: count('create'), updated: count('update'), unchanged: count('unchanged') })}
        </p>
        {!report.applied && report.imagesToCopy > 0 && (
          <p className="text-sm text-muted" data-images-to-copy={report.imagesToCopy}>
            {t('imagesToCopy', { n: report.imagesToCopy })}
          </p>
        )}
        {report.changes.length === 0 ? (
          <p className="text-muted">{t('noChanges')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line" data-import-changes>
            {report.changes.map((change) => (
              <li
                key={`${change.row}-${change.productId}`}
                className="flex flex-col gap-0.5 py-2 text-sm sm:flex-row sm:items-baseline sm:gap-3"
                data-import-change={change.action}
              >
                <RowNumber row={change.row} label={t('row')} className="shrink-0 text-muted sm:w-20" />
                <bdi dir="ltr" className="min-w-0 break-all font-mono font-semibold sm:w-56">
                  {change.productId}
                </bdi>
                <span
                  className={`shrink-0 self-start rounded px-1.5 text-xs font-semibold sm:self-auto ${change.action === 'create' ? 'bg-emerald-100 text-emerald-900' : change.action === 'update' ? 'bg-amber-100 text-amber-950' : 'bg-line'}`}
                >
                  {t(ACTION[change.action])}
                </span>
                {change.fields.length > 0 && (
                  <bdi dir="ltr" className="min-w-0 break-words text-muted">
                    {change.fields.join(', ')}
                  </bdi>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/** "Row 12": the file's line, its digits left to right in an Arabic sentence. */
function RowNumber({ row, label, className }: { row: number; label: string; className: string }) {
  return (
    <span className={className}>
      {label}{' '}
      <bdi dir="ltr" className="tabular-nums">
        {row}
      </bdi>
    </span>
  );
}

/** One line per row: its number, its column and what is wrong, in the owner's language. */
function RowProblems({ problems, kind }: { problems: ImportError[]; kind: 'error' | 'warning' }) {
  const { t } = useTranslator(catalogMessages);
  const { t: csvText } = useTranslator(csvImportMessages);
  return (
    <ul
      className="flex flex-col divide-y divide-line"
      {...(kind === 'error' ? { 'data-import-errors': '' } : { 'data-import-warnings': '' })}
    >
      {problems.map((problem, i) => (
        <li key={i} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 py-2 text-sm sm:grid-cols-[5rem_10rem_minmax(0,1fr)]">
          <RowNumber row={problem.row} label={t('row')} className="font-semibold" />
          <bdi dir="ltr" className="font-mono text-xs text-muted sm:text-sm">
            {problem.column || '—'}
          </bdi>
          <span
            className={`col-span-2 wrap-anywhere sm:col-span-1 ${kind === 'error' ? 'text-accent' : 'text-amber-900'}`}
            {...{ [`data-import-${kind}`]: problem.key }}
          >
            <ProblemText text={csvText} problem={problem} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The message with the file's own text (an address, a cell) isolated: inside an Arabic sentence an
 * address would otherwise take the quotes and the colon around it into its left-to-right run.
 */
function ProblemText({
  text,
  problem,
}: {
  text: (key: ImportError['key'], values: ImportError['values']) => string;
  problem: ImportError;
}) {
  const name = ['url', 'text'].find((n) => typeof problem.values[n] === 'string');
  if (!name) return <>{text(problem.key, problem.values)}</>;
  const [before = '', after = ''] = text(problem.key, { ...problem.values, [name]: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <bdi dir="ltr">{String(problem.values[name])}</bdi>
      {after}
    </>
  );
}
