// One SMS consent as the communication-preferences service words it: the prompt, fetched in the
// page's language (refetched when the language changes, never on focus: its words change only with
// a new version), and a box labelled with its title and verbiage, its secondary words linking the
// lender's privacy and terms pages where they name them (the prompt's resources). The words are the service's, so the
// version an answer names is the version the person read. The registration's widget and the 'Text
// messages' page both use them.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchConsentPrompt, type ConsentPrompt, type SmsConsentType } from '@/api/comms-prefs';
import { useApi } from '../api/api-context';

const LINK_CLASS = 'font-semibold text-link underline';

/** The secondary verbiage with each resource's words made its link where they stand; a link whose words it lacks follows it. */
function linkedText(text: string, resources: ConsentPrompt['resources']): ReactNode[] {
  const link = (resource: ConsentPrompt['resources'][number]) => (
    <a key={resource.name} href={resource.value} target="_blank" rel="noreferrer" className={LINK_CLASS}>
      {resource.label}
    </a>
  );
  const parts: ReactNode[] = [];
  let rest = text;
  const placed = new Set<string>();
  for (;;) {
    const next = resources
      .filter((resource) => !placed.has(resource.name) && resource.label && rest.includes(resource.label))
      .sort((a, b) => rest.indexOf(a.label) - rest.indexOf(b.label))[0];
    if (!next) break;
    const at = rest.indexOf(next.label);
    parts.push(rest.slice(0, at), link(next));
    rest = rest.slice(at + next.label.length);
    placed.add(next.name);
  }
  parts.push(rest);
  for (const resource of resources.filter((r) => !placed.has(r.name))) parts.push(' ', link(resource));
  return parts;
}

export function SmsPromptCheckbox({
  id,
  prompt,
  checked,
  onChange,
  onBlur,
  onFocus,
  disabled,
  note,
}: {
  id: string;
  prompt: ConsentPrompt;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  disabled?: boolean;
  /** A line under the words (when the person last answered). */
  note?: ReactNode;
}) {
  const detailsId = `${id}__details`;
  return (
    <div className="flex items-start gap-3" lang={prompt.language}>
      <input
        id={id}
        name={id}
        type="checkbox"
        className="mt-1 h-6 w-6 shrink-0 accent-[var(--brand-primary)]"
        checked={checked}
        disabled={disabled}
        aria-describedby={detailsId}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        onFocus={onFocus}
      />
      <div className="space-y-1">
        <label htmlFor={id} className="block text-base">
          <span className="block font-semibold">{prompt.title}</span>
          {prompt.verbiage}
        </label>
        <p id={detailsId} className="text-sm text-muted">
          {linkedText(prompt.secondaryVerbiage, prompt.resources)}
        </p>
        {note}
      </div>
    </div>
  );
}

export function useConsentPrompt(type: SmsConsentType, { secure }: { secure: boolean }) {
  const request = useApi();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useSWR(['consent-prompt', type, language, secure], () => fetchConsentPrompt(request, type, { language, secure }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
