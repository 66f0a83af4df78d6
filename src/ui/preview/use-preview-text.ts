// The preview area's words (copy/staff/en/preview.json): staff's, in English, never in a lender's
// package. Added to the page's i18next instance once, so `t` reads them as the app reads its copy.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import previewCopy from '../../../copy/staff/en/preview.json';

const NAMESPACE = 'preview';

export function usePreviewText() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', NAMESPACE)) {
    const { $schema: _schema, schemaVersion: _version, ...words } = previewCopy;
    i18n.addResourceBundle('en', NAMESPACE, words);
  }
  return useMemo(() => i18n.getFixedT('en', NAMESPACE), [i18n]);
}
