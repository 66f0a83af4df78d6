// Parts the outcome, review and waiting pages share: the support line, the way back to the
// dashboard, the 'what happens next' list, and the button that asks for the status again.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeTrans } from '../../shell/safe-trans';
import { useContactLinks } from '../../shell/contact-links';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS, WaitingPage } from '../page-parts';
import { DASHBOARD_PATH } from '@/engine/dashboard/dashboard';

/** The host site's dashboard, outside this app. */

/** The lender's support phone and email. */
export function SupportLine() {
  const contact = useContactLinks();
  return (
    <p>
      <SafeTrans i18nKey="outcomes:support" values={contact.values} links={contact.links} />
    </p>
  );
}

export function DashboardLink({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation('outcomes');
  return (
    <a href={DASHBOARD_PATH} className={primary ? PRIMARY_BUTTON_CLASS : SECONDARY_BUTTON_CLASS}>
      {t('goToDashboard')}
    </a>
  );
}

/** The strings of a copy object, in order (a 'next' list that compliance may lengthen or shorten). */
export function useCopyList(key: string): string[] {
  const { t } = useTranslation('outcomes');
  const value: unknown = t(key, { returnObjects: true, defaultValue: {} });
  return value && typeof value === 'object' ? Object.values(value).filter((v): v is string => typeof v === 'string') : [];
}

export function NextSteps({ copyKey, title }: { copyKey: string; title?: string }) {
  const { t } = useTranslation('outcomes');
  const items = useCopyList(copyKey);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={`${copyKey}-title`} className="space-y-2 rounded-card border border-line bg-surface p-4">
      <h2 id={`${copyKey}-title`} className="text-xl font-semibold">
        {title ?? t('whatNext')}
      </h2>
      <ul className="list-disc space-y-2 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Asks for the status again. The layout polls waiting statuses by the policy and stops after a few
 * tries for the others, so a borrower who keeps the page open can ask again; the result is announced.
 */
export function CheckAgainButton({ label, primary = false }: { label?: string; primary?: boolean }) {
  const { t } = useTranslation('outcomes');
  const { restartPolling } = useApplicationOutlet();
  const [checked, setChecked] = useState(false);
  return (
    <>
      <button
        type="button"
        className={primary ? PRIMARY_BUTTON_CLASS : SECONDARY_BUTTON_CLASS}
        onClick={() => {
          restartPolling();
          setChecked(true);
        }}
      >
        {label ?? t('checkForUpdates')}
      </button>
      <p role="status" className="basis-full text-sm text-muted">
        {checked ? t('checked') : ''}
      </p>
    </>
  );
}

export function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-3">{children}</div>;
}

/**
 * An outcome with nothing to fill in: what happened (title and intro), what happens next, what
 * the borrower can do, and how to reach support. `waiting` pages say that they update themselves.
 */
export function OutcomePage({ copyKey, waiting = false, children }: { copyKey: string; waiting?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('outcomes');
  const title = t(`${copyKey}.title`);
  const intro = t(`${copyKey}.intro`);
  if (waiting) {
    return (
      <WaitingPage title={title} intro={intro} message={t('updatesItself')}>
        <NextSteps copyKey={`${copyKey}.next`} />
        {children ?? (
          <Actions>
            <CheckAgainButton />
          </Actions>
        )}
        <SupportLine />
      </WaitingPage>
    );
  }
  return (
    <ApplicationPage title={title} intro={intro}>
      <NextSteps copyKey={`${copyKey}.next`} />
      {children ?? (
        <Actions>
          <DashboardLink primary />
        </Actions>
      )}
      <SupportLine />
    </ApplicationPage>
  );
}

/** The copy block for the current status, or the page's default block (copy keys named after statuses). */
export function useStatusCopyKey(base: string): string {
  const { i18n } = useTranslation('outcomes');
  const { status } = useApplicationOutlet();
  const byStatus = `${base}.${status.checklistStatus}`;
  return i18n.exists(`outcomes:${byStatus}.title`) ? byStatus : `${base}.default`;
}
