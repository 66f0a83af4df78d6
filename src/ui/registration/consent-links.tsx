import type { LenderConfig } from '@/engine/lender/lender-package';

const LINK_CLASS = 'font-semibold text-link underline';

/** The lender's terms and privacy pages as link components for consent copy (termsLink, privacyLink). */
export function consentLinks({ termsOfUseUrl, privacyPolicyUrl }: LenderConfig['company']) {
  return {
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- SafeTrans fills the link text from copy
    termsLink: <a href={termsOfUseUrl} target="_blank" rel="noreferrer" className={LINK_CLASS} />,
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- SafeTrans fills the link text from copy
    privacyLink: <a href={privacyPolicyUrl} target="_blank" rel="noreferrer" className={LINK_CLASS} />,
  };
}

/** The lender's wording of its terms link (Terms of Use or Terms of Service). */
export const termsLabelKey = (label: LenderConfig['features']['termsLinkLabel']) =>
  label === 'TERMS_OF_SERVICE' ? 'footer:links.termsOfService' : 'footer:links.termsOfUse';
