// The registration tracker: the flow's groups as a list, the current one marked for sight and for
// screen readers (aria-current), items under their group.
import { useTranslation } from 'react-i18next';
import type { TrackerGroup, TrackerState } from '@/engine/flow/registration-tracker';

const MARK: Record<TrackerState, string> = {
  done: 'bg-primary border-primary',
  current: 'bg-surface border-primary ring-2 ring-primary',
  upcoming: 'bg-surface border-line',
};

export function RegistrationTracker({ groups, position }: { groups: TrackerGroup[]; position: string }) {
  const { t } = useTranslation('registration');
  return (
    <nav aria-label={t('progress.label')}>
      <p className="text-sm font-semibold text-muted">{position}</p>
      <ol className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {groups.map((group) => (
          <li key={group.label} aria-current={group.state === 'current' ? 'step' : undefined} className="flex items-start gap-2">
            <span aria-hidden="true" className={`mt-1 h-3 w-3 shrink-0 rounded-full border-2 ${MARK[group.state]}`} />
            <span>
              <span className={group.state === 'current' ? 'font-bold text-ink' : 'text-muted'}>{t(group.label)}</span>
              {group.state === 'done' && <span className="sr-only"> ({t('progress.done')})</span>}
              {group.state === 'current' && group.items.length > 0 && (
                <span className="block text-xs text-muted">
                  {group.items.map((item) => (
                    <span key={item.label} className={`mr-2 ${item.state === 'current' ? 'font-semibold text-ink' : ''}`}>
                      {t(item.label)}
                    </span>
                  ))}
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
