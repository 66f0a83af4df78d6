import type { ReactElement } from 'react';
import { Trans } from 'react-i18next';

interface SafeTransProps {
  i18nKey: string;
  values?: Record<string, string | number>;
  /** Named link components (names end in 'Link'), with targets from lender data. */
  links?: Record<`${string}Link`, ReactElement>;
}

/**
 * Renders copy with its small markup allow-list (<b>, <i>, <br/>, named links) as React elements.
 * Copy never reaches the DOM as HTML, so a copy edit cannot inject markup or script.
 */
export function SafeTrans({ i18nKey, values, links }: SafeTransProps) {
  return <Trans i18nKey={i18nKey} values={values} components={{ b: <strong />, i: <em />, br: <br />, ...links }} />;
}
