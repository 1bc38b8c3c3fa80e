// What a form says after Save: saved, fix the fields, stale (with Reload), or the server's reason.
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { settingsMessages } from '../messages/index.ts';
import { fieldKeyOf, fieldMessages } from '../../core/field-messages.ts';
import type { FormOutcome as Outcome } from './use-section-form.ts';

export function FormOutcome({ outcome, onReload }: { outcome: Outcome; onReload: () => void }) {
  const { t } = useTranslator(settingsMessages);
  const { t: fieldText } = useTranslator(fieldMessages);
  if (!outcome) return null;
  switch (outcome.kind) {
    case 'saved':
      return <Notice tone="success">{t('saved')}</Notice>;
    case 'invalid':
      return (
        <Notice tone="error">
          {outcome.formKey ? (
            <>
              {t('invalid')} {fieldText(fieldKeyOf(outcome.formKey))}
            </>
          ) : (
            t('invalid')
          )}
        </Notice>
      );
    case 'stale':
      return (
        <Notice
          tone="error"
          action={
            <Button kind="secondary" onClick={onReload} data-reload>
              {t('reload')}
            </Button>
          }
        >
          {t('stale')}
        </Notice>
      );
    case 'failed':
      return <Notice tone="error">{t('failed', { message: outcome.message })}</Notice>;
  }
}

/** The Save button; on a long form (sticky) it stays in reach at the bottom of a phone's screen. */
export function SaveBar({ saving, label, sticky = false }: { saving: boolean; label?: string; sticky?: boolean }) {
  const { t } = useTranslator(settingsMessages);
  return (
    <div
      className={
        sticky
          ? 'sticky bottom-0 -mx-4 border-t border-line bg-paper/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0'
          : ''
      }
    >
      <Button type="submit" disabled={saving} className="w-full sm:w-auto">
        {saving ? t('saving') : (label ?? t('save'))}
      </Button>
    </div>
  );
}
