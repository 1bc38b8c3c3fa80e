// "Are you sure?" before anything that cannot be undone (delete, remove a size with stock). A native
// <dialog> opened as a modal: focus stays inside, Escape cancels, screen readers announce it.
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './Button.tsx';

type Props = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, danger = true, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      aria-labelledby="confirm-title"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-ink/50"
      data-confirm
    >
      {open && (
        <div className="flex flex-col gap-4 p-5">
          <h2 id="confirm-title" className="text-lg font-bold" dir="auto">
            {title}
          </h2>
          {children && <div className="text-base text-ink">{children}</div>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button kind="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button kind={danger ? 'danger' : 'primary'} onClick={onConfirm} data-confirm-yes>
              {confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
