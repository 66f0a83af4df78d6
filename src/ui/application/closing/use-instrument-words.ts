// The security instrument as the home's state has it (flows/security-instruments.json), in the
// page's language: 'a mortgage' and 'the mortgage' in Massachusetts, 'a deed of trust' in California.
import { useTranslation } from 'react-i18next';
import { instrumentValues, securityInstrumentFor } from '@/engine/closing/security-instrument';
import type { SecurityInstruments } from '@/engine/types/security-instruments';
import instrumentsFile from '../../../../flows/security-instruments.json';

export function useInstrumentWords(homeState: string | undefined) {
  const { t } = useTranslation('rescission');
  return instrumentValues(securityInstrumentFor(instrumentsFile as SecurityInstruments, homeState), (key) => t(key));
}
