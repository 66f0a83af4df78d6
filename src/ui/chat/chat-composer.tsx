// Writing a message: a labelled box (Enter sends, Shift+Enter starts a new line) and, with an
// agent, one attachment of the spec's types. A blank message with no file is not sent (spec 001 §5).
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/engine/format/format';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPES, isAllowedAttachment, isSendable } from '@/engine/chat/chat-validation';
import { INPUT_CLASS } from '../forms/base-input-template';
import { CHAT_BUTTON_CLASS } from './chat-styles';

export interface Outgoing {
  text: string;
  file: File | null;
}

/** Sends; resolves false when it failed, so the message stays in the box to be sent again. */
type Send = (message: Outgoing) => Promise<boolean>;

export function ChatComposer({ onSend, attachments = false, error }: { onSend: Send; attachments?: boolean; error: string | null }) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || !isSendable(text, file ? 1 : 0)) return;
    setBusy(true);
    const sent = await onSend({ text: text.trim(), file });
    setBusy(false);
    if (sent) {
      setText('');
      setFile(null);
    }
    box.current?.focus();
  };

  const choose = (chosen: File | undefined) => {
    setFileProblem(null);
    if (!chosen) return;
    if (!isAllowedAttachment(chosen.name)) setFileProblem(t('errors.attachmentType'));
    else if (chosen.size > CHAT_ATTACHMENT_MAX_BYTES) setFileProblem(t('errors.attachmentSize'));
    else setFile(chosen);
  };

  const described = [error && `${id}-error`, fileProblem && `${id}-file-error`].filter(Boolean).join(' ') || undefined;
  return (
    <form onSubmit={send} noValidate className="space-y-2 border-t border-line p-3">
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-error">
          {error}
        </p>
      )}
      <label htmlFor={id} className="block text-sm font-semibold">
        {t('conversation.message')}
      </label>
      <textarea
        id={id}
        ref={box}
        rows={2}
        value={text}
        data-autofocus
        aria-describedby={described}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
        }}
        className={`${INPUT_CLASS} resize-none py-2`}
      />
      {file && (
        <p className="flex items-center justify-between gap-2 text-sm">
          <span className="truncate">{t('conversation.attachment', { filename: file.name, size: formatFileSize(file.size) })}</span>
          <button type="button" onClick={() => setFile(null)} className="min-h-11 min-w-11 font-semibold text-primary underline">
            {t('conversation.removeAttachment', { filename: file.name })}
          </button>
        </p>
      )}
      {fileProblem && (
        <p id={`${id}-file-error`} role="alert" className="text-sm font-semibold text-error">
          {fileProblem}
        </p>
      )}
      <div className="flex items-center justify-between gap-2">
        {attachments ? (
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded-button px-2 font-semibold text-primary underline focus-within:outline-2 focus-within:outline-primary">
            <input
              type="file"
              className="sr-only"
              accept={CHAT_ATTACHMENT_TYPES.join(',')}
              aria-describedby={`${id}-file-hint`}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            {t('conversation.attach')}
            <span id={`${id}-file-hint`} className="sr-only">
              {t('conversation.attachHint')}
            </span>
          </label>
        ) : (
          <span />
        )}
        <button type="submit" disabled={busy} aria-busy={busy} className={CHAT_BUTTON_CLASS}>
          {busy ? t('conversation.sending') : t('conversation.send')}
        </button>
      </div>
    </form>
  );
}
