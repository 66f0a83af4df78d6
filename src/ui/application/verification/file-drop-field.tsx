// A file field that takes a drop as well as a choice: a real file input with a visible label (the
// keyboard and screen-reader way in), a drop zone around it, and the chosen files with progress.
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/engine/format/format';
import { ACCEPT_ATTRIBUTE } from '@/engine/verification/file-check';
import { SECONDARY_BUTTON_CLASS } from '../page-parts';
import type { ChosenFile } from './use-file-uploads';
import { ProgressBar } from '../../kit/progress-bar';

interface Props {
  multiple: boolean;
  files: readonly ChosenFile[];
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
  error: string | null;
  disabled: boolean;
}

export function FileDropField({ multiple, files, onAdd, onRemove, error, disabled }: Props) {
  const { t } = useTranslation('verification');
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onAdd([...event.dataTransfer.files]);
  };

  return (
    <div className="space-y-3">
      <div
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex flex-col items-center gap-3 rounded-card border-2 border-dashed p-6 text-center ${
          dragging ? 'border-primary bg-surface' : error ? 'border-error' : 'border-line'
        }`}
      >
        <p className="text-muted">{t('file.drop')}</p>
        <input
          id={id}
          type="file"
          className="peer sr-only"
          accept={ACCEPT_ATTRIBUTE}
          multiple={multiple}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => {
            onAdd([...(event.target.files ?? [])]);
            // Choosing the same file again after removing it should still count as a change.
            event.target.value = '';
          }}
        />
        <label
          htmlFor={id}
          className={`${SECONDARY_BUTTON_CLASS} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary`}
        >
          {t(multiple ? 'file.labelMany' : 'file.label')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {t('file.hint')}
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className="font-semibold text-error">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul aria-label={t('file.chosen')} className="space-y-2">
          {files.map((chosen) => (
            <li key={chosen.id} className="space-y-2 rounded-card border border-line bg-surface p-3">
              <div className="flex items-center justify-between gap-3">
                <span className="min-w-0 break-words">
                  <span className="font-semibold">{chosen.file.name}</span>{' '}
                  <span className="text-sm text-muted">{formatFileSize(chosen.file.size)}</span>
                </span>
                {chosen.done ? (
                  <span className="shrink-0 text-sm font-semibold">{t('file.uploaded')}</span>
                ) : (
                  <button
                    type="button"
                    className="min-h-11 shrink-0 rounded-button px-3 font-semibold text-primary underline disabled:opacity-60"
                    disabled={disabled}
                    aria-label={t('file.remove', { name: chosen.file.name })}
                    onClick={() => onRemove(chosen.id)}
                  >
                    {t('file.removeShort')}
                  </button>
                )}
              </div>
              {chosen.progress !== null && !chosen.done && (
                <ProgressBar value={Math.round(chosen.progress * 100)} label={t('file.progress', { name: chosen.file.name })} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
