// The application progress tracker: the stages as a list beside the page on large screens, and
// 'Step N of M' with a bar on phones. Which stage a page or status belongs to is data
// (flows/progress-tracker.json), read by the engine.
import { useTranslation } from 'react-i18next';
import type { TrackerView } from '@/engine/application/progress-tracker';

export function ProgressTracker({ view }: { view: TrackerView }) {
  const { t } = useTranslation('application');
  const total = view.steps.length;
  const current = view.steps[view.current];
  const summary = current ? `${t('tracker.stepOf', { current: view.current + 1, total })}: ${t(current.label)}` : t('tracker.allDone');
  return (
    <nav aria-label={t('tracker.label')} data-testid="progress-tracker">
      <div className="space-y-2 lg:hidden">
        <p className="text-sm font-semibold" data-testid="tracker-summary">
          {summary}
        </p>
        <div className="h-2 overflow-hidden rounded-full bg-line" aria-hidden="true">
          <div className="h-full rounded-full bg-primary" style={{ width: `${(Math.min(view.current + 1, total) / total) * 100}%` }} />
        </div>
      </div>
      <ol className="hidden space-y-1 lg:block">
        {view.steps.map((step, index) => (
          <li
            key={step.stage}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className={`flex items-center gap-3 rounded-control px-2 py-1.5 ${step.state === 'current' ? 'bg-surface font-bold text-ink' : step.state === 'done' ? 'text-ink' : 'text-muted'}`}
          >
            <span
              aria-hidden="true"
              className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                step.state === 'upcoming' ? 'border-line' : 'border-primary'
              } ${step.state === 'done' ? 'bg-primary text-on-primary' : ''}`}
            >
              {step.state === 'done' ? '✓' : index + 1}
            </span>
            <span>
              {t(step.label)}
              {step.state !== 'upcoming' && <span className="sr-only"> ({t(`tracker.${step.state}`)})</span>}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
