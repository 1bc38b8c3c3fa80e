// Where images come in: the phone's camera or gallery through the file picker, or a drop of files
// on a desktop. Only the picker's button shows on a phone; the drop hint from tablet width up.
import { useState, type DragEvent } from 'react';
import { useTranslator } from '../../core/use-translator.ts';
import { IMAGE_ACCEPT } from '../../../domain/admin-catalog/images.ts';
import { catalogMessages } from '../messages/index.ts';

export function UploadZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled: boolean }) {
  const { t } = useTranslator(catalogMessages);
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0 && !disabled) onFiles(files);
  };
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center sm:p-6 ${over ? 'border-ink bg-line/40' : 'border-line bg-paper'}`}
      data-upload-zone
    >
      <label
        className={`inline-flex min-h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-md bg-ink px-5 text-base font-semibold text-paper hover:bg-ink/85 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink sm:w-auto ${disabled ? 'pointer-events-none opacity-50' : ''}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 8h3l2-3h6l2 3h3v11H4zM12 16a3 3 0 1 0 0-6 3 3 0 0 0 0 6" />
        </svg>
        {t('chooseImages')}
        <input
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={disabled}
          className="sr-only"
          data-image-input
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = ''; // the same photo can be picked again after a refusal
            if (files.length > 0) onFiles(files);
          }}
        />
      </label>
      <p className="hidden text-sm text-muted sm:block">{over ? t('dropNow') : t('dropImages')}</p>
    </div>
  );
}
