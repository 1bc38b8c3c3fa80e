// A panel over a list that acts on its selection (the carrier export, sending parcels): a sheet from
// the bottom on a phone, a centred box from tablet width, over a dimmed backdrop that closes it. Its
// title and intro on top, its problem (if any) over the buttons, Close beside the one action.
import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Notice } from './Notice.tsx';

type DataAttributes = { [name: `data-${string}`]: string | boolean | undefined };

type Props = DataAttributes & {
  /** the heading's id, which names the dialog */
  titleId: string;
  title: string;
  intro: string;
  closeLabel: string;
  onClose: () => void;
  problem?: string | undefined;
  /** the panel's one primary button */
  action: ReactNode;
  children: ReactNode;
};

export function SheetPanel({ titleId, title, intro, closeLabel, onClose, problem, action, children, ...data }: Props) {
  return (
    <div className="fixed inset-0 z-40 flex items-end justify-center sm:items-center">
      <button type="button" aria-label={closeLabel} onClick={onClose} className="absolute inset-0 bg-ink/40" />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative flex max-h-[90dvh] w-full max-w-lg flex-col gap-4 overflow-y-auto rounded-t-2xl bg-paper p-4 shadow-xl sm:rounded-2xl sm:p-6"
        {...data}
      >
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <p className="text-sm text-muted">{intro}</p>
        </div>
        {children}
        {problem && <Notice tone="error">{problem}</Notice>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button kind="secondary" onClick={onClose}>
            {closeLabel}
          </Button>
          {action}
        </div>
      </div>
    </div>
  );
}
