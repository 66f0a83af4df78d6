// The disclosures a registration step lists (its `disclosures` in flows/registration.json), shown
// just above its submit button. Loaded on its own: the first step's bundle has no room for them.
import { useState } from 'react';
import type { Draft } from '@/engine/flow/flow-runner';
import type { Step } from '@/engine/types/registration-flow';
import { CfpbBooklet, HelocTermsDisclosure } from './heloc-terms-disclosure';
import { SoftCreditAuthorization } from './soft-credit-authorization';

interface StepDisclosuresProps {
  types: NonNullable<Step['disclosures']>;
  draft: Draft;
  /** The step's submit words. */
  action: string;
}

export default function StepDisclosures({ types, draft, action }: StepDisclosuresProps) {
  // The moment the borrower is given them: the dates they name count from here (the server records its own time).
  const [givenAt] = useState(() => Date.now());
  const state = (draft.propertyAddress as { state?: string } | undefined)?.state;
  return (
    <div className="mt-8 space-y-4">
      {types.map((type) => {
        switch (type) {
          case 'HELOC_EARLY_DISCLOSURE':
            return <HelocTermsDisclosure key={type} givenAt={givenAt} state={state} />;
          case 'CFPB_HELOC_BOOKLET':
            return <CfpbBooklet key={type} />;
          case 'SOFT_CREDIT_AUTHORIZATION':
            return <SoftCreditAuthorization key={type} action={action} />;
        }
      })}
    </div>
  );
}
