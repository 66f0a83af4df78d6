// The files a borrower has chosen for an upload page, checked as they are chosen and sent one at a
// time with their progress. A file already sent is not sent again when the borrower retries.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '@/api/verification';
import { fileProblem } from '@/engine/verification/file-check';
import { useLender } from '../../lender/lender-context';
import { uploadSession } from '../../api/session';
import { useFailureText } from '../../api/failure-text';

export interface ChosenFile {
  id: number;
  file: File;
  /** 0 to 1 while sending; null before. */
  progress: number | null;
  done: boolean;
}

export function useFileUploads({ multiple }: { multiple: boolean }) {
  const { t } = useTranslation('verification');
  const failureText = useFailureText();
  const { orgCode } = useLender();
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nextId = useRef(1);

  const add = (chosen: readonly File[]) => {
    setUploadError(null);
    const accepted: ChosenFile[] = [];
    let problem: string | null = null;
    for (const file of multiple ? chosen : chosen.slice(0, 1)) {
      const found = fileProblem(file);
      if (found) problem = t(`file.errors.${found}`);
      else accepted.push({ id: nextId.current++, file, progress: null, done: false });
    }
    setFieldError(problem);
    if (accepted.length > 0) setFiles((current) => (multiple ? [...current, ...accepted] : accepted));
  };

  const remove = (id: number) => setFiles((current) => current.filter((f) => f.id !== id));

  const update = (id: number, change: Partial<ChosenFile>) =>
    setFiles((current) => current.map((f) => (f.id === id ? { ...f, ...change } : f)));

  /** Sends every file not sent yet; true when all are sent. The failure's message is kept in uploadError. */
  const uploadAll = async (url: string, fields?: Record<string, string>): Promise<boolean> => {
    setBusy(true);
    setUploadError(null);
    try {
      for (const chosen of files.filter((f) => !f.done)) {
        update(chosen.id, { progress: 0 });
        await uploadFile(url, chosen.file, {
          ...uploadSession(orgCode),
          ...(fields ? { fields } : {}),
          onProgress: (progress) => update(chosen.id, { progress }),
        }).catch((error: unknown) => {
          update(chosen.id, { progress: null });
          throw error;
        });
        update(chosen.id, { progress: 1, done: true });
      }
      return true;
    } catch (error) {
      setUploadError(failureText(error, t('common:forms.genericError')));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { files, add, remove, uploadAll, busy, fieldError, setFieldError, uploadError };
}
