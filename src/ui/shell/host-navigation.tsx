// The host site's navigation (spec 001 §3: Dashboard, Support, Settings, …) for a signed-in person,
// as the lender's data lists it: links in the header's row on large screens, and the same links in
// the phone menu (account-menu.tsx).
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Identity } from '@/api/auth';
import { headerLinks, HOST_PAGE_PATHS } from '@/engine/dashboard/host-pages';
import { isAdditionalSigner } from '@/engine/signer/additional-signer';
import { SIGNER_AREA } from '@/engine/signer/signer-area';
import { useLender } from '../lender/lender-context';

export interface HostLink {
  href: string;
  label: string;
  current: boolean;
}

export function useHostLinks(identity: Identity | undefined): HostLink[] {
  const { t } = useTranslation('common');
  const lender = useLender();
  const { pathname } = useLocation();
  const inSignerArea = pathname.split('/')[1] === SIGNER_AREA;
  const additionalSigner = inSignerArea || (identity !== undefined && isAdditionalSigner(identity));
  return headerLinks(lender, { additionalSigner, broker: identity?.isBroker === true }).map((page) => ({
    href: HOST_PAGE_PATHS[page],
    label: t(`hostNavigation.${page}`),
    current: HOST_PAGE_PATHS[page] === pathname,
  }));
}

export function HostNavigation({ links, listClass, linkClass }: { links: HostLink[]; listClass: string; linkClass: string }) {
  const { t } = useTranslation('common');
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('hostNavigation.label')}>
      <ul className={listClass}>
        {links.map((link) => (
          <li key={link.href}>
            <a className={linkClass} href={link.href} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
