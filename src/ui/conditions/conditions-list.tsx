// The conditions index (spec 000 §2, conditions): every request of a known category, oldest first,
// open ones linking to their page and the others marked received.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONDITIONS_CONFIG, useConditions } from '@/api/conditions';
import { categoryOf, conditionHref } from '@/engine/conditions/condition-page';
import { useApi } from '../api/api-context';
import { ErrorAlert } from '../application/page-parts';

export function ConditionsList({ uuid, areaRoot }: { uuid: string; areaRoot: string }) {
  const { t } = useTranslation('conditions');
  const request = useApi();
  const { data, error } = useConditions(request, uuid);
  if (error) return <ErrorAlert message={t('list.loadFailed')} />;
  if (!data) {
    return (
      <p role="status" className="text-muted">
        {t('common:loading')}
      </p>
    );
  }
  if (!data.some((condition) => condition.actionNeeded)) {
    return (
      <p role="status" className="rounded-card border border-line bg-surface p-4">
        {t('list.none')}
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {data.map((condition) => {
        const category = categoryOf(condition, CONDITIONS_CONFIG);
        const href = conditionHref(condition, CONDITIONS_CONFIG, areaRoot);
        if (!category || !href) return null;
        return (
          <li key={condition.uuid} className="flex items-center justify-between gap-3 rounded-card border border-line bg-surface p-4">
            {condition.actionNeeded ? (
              <Link to={href} className="inline-flex min-h-11 items-center font-semibold text-link underline">
                {t(category.header)}
              </Link>
            ) : (
              <>
                <span className="font-semibold">{t(category.header)}</span>
                <span className="text-sm text-muted">{t('list.received')}</span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
