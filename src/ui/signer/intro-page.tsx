// heloc-signer/intro: who is asking, what signing means for a co-owner, and the steps.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocationGate } from '../application/closing/location-dialog';
import { ApplicationPage, PRIMARY_BUTTON_CLASS } from '../application/page-parts';
import { useInstrumentWords } from '../application/closing/use-instrument-words';
import { useSignerOutlet } from './signer-layout';
import { signerAreaPath } from '@/engine/signer/signer-area';

export default function IntroPage() {
  const { t } = useTranslation('signer');
  const { application } = useSignerOutlet();
  const locationCheck = useLocationGate(signerAreaPath('sign'));
  // The owner signs the instrument the home's state uses: a mortgage in Massachusetts, a deed of trust in California.
  const instrument = useInstrumentWords(application.propertyState);
  return (
    <ApplicationPage
      title={t('intro.title')}
      intro={t('intro.lead', { ...instrument, borrowerFirstName: application.borrowerFirstName, address: application.propertyAddress })}
    >
      <p className="rounded-card border border-line bg-surface p-4">{t('intro.notBorrower', instrument)}</p>
      <section aria-labelledby="signer-steps-heading" className="space-y-3">
        <h2 id="signer-steps-heading" className="text-xl font-bold">
          {t('intro.stepsHeading')}
        </h2>
        <ol className="list-decimal space-y-2 pl-6">
          <li>{t('intro.stepIdentity')}</li>
          <li>{t('intro.stepRead', instrument)}</li>
          <li>{t('intro.stepSign')}</li>
        </ol>
      </section>
      {/* With the ID in, the next step is e-signing, which asks for the location first. */}
      {application.signer.idUploaded ? (
        <button type="button" onClick={locationCheck.ask} className={PRIMARY_BUTTON_CLASS}>
          {t('intro.start')}
        </button>
      ) : (
        <Link to={signerAreaPath('identity')} className={PRIMARY_BUTTON_CLASS}>
          {t('intro.start')}
        </Link>
      )}
      {locationCheck.dialog}
    </ApplicationPage>
  );
}
