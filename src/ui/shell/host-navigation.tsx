// The host site's navigation (spec 001 §3: Dashboard, Support, Settings, …) for a signed-in person,
// as the lender's data lists it: links in the header on larger screens; on a phone, behind a 'Menu'
// button that shows them as a list (the GOV.UK header's pattern), so the header keeps its row.
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Identity } from '@/api/auth';
import { headerLinks, HOST_PAGE_PATHS } from '@/engine/dashboard/host-pages';
import { isAdditionalSigner } from '@/engine/signer/additional-signer';
import { useLender } from '../lender/lender-context';

const SIGNER_AREA = '/heloc-signer';

export function HostNavigation({ identity, linkClass }: { identity: Identity | undefined; linkClass: string }) {
  const { t } = useTranslation('common');
  const lender = useLender();
  const { pathname } = useLocation();
  const inSignerArea = pathname.split('/')[1] === SIGNER_AREA.slice(1);
  const additionalSigner = inSignerArea || (identity !== undefined && isAdditionalSigner(identity));
  const pages = headerLinks(lender, { additionalSigner, broker: identity?.isBroker === true });
  if (pages.length === 0) return null;
  const links = (className: string) =>
    pages.map((page) => (
      <li key={page}>
        <a className={className} href={HOST_PAGE_PATHS[page]} aria-current={HOST_PAGE_PATHS[page] === pathname ? 'page' : undefined}>
          {t(`hostNavigation.${page}`)}
        </a>
      </li>
    ));

  return (
    <nav aria-label={t('hostNavigation.label')}>
      <ul className="hidden items-center gap-1 sm:flex">{links(`${linkClass} underline`)}</ul>
      <Disclosure as="div" className="sm:hidden">
        <DisclosureButton className={`${linkClass} border-2 border-current px-3`}>{t('hostNavigation.menu')}</DisclosureButton>
        <DisclosurePanel as="ul" className="absolute inset-x-0 z-40 mt-3 space-y-1 border-b border-line bg-header px-4 py-2 shadow-md">
          {links(`${linkClass} w-full underline`)}
        </DisclosurePanel>
      </Disclosure>
    </nav>
  );
}
