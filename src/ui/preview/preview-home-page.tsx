// The preview area's home: what each of its pages is for, with a link to it.
import { Link } from 'react-router';
import { PREVIEW_PAGES, previewPath } from './preview-pages';
import { usePreviewText } from './use-preview-text';

export default function PreviewHomePage() {
  const t = usePreviewText();
  return (
    <div className="mx-auto max-w-6xl space-y-8 p-6">
      <h1 className="text-3xl font-bold">{t('home.title')}</h1>
      <p className="max-w-3xl">{t('home.intro')}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PREVIEW_PAGES.filter((page) => page.path).map((page) => (
          <li key={page.name} className="rounded-lg border border-neutral-300 p-4">
            <h2 className="text-xl font-semibold">
              <Link className="underline underline-offset-4" to={previewPath(page)}>
                {t(`nav.${page.name}`)}
              </Link>
            </h2>
            <p className="mt-2 text-neutral-700">{t(`home.pages.${page.name}`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
