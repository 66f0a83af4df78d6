// Lien verification: the loans the credit report shows against the property. The borrower says
// of each whether it stays, is paid off from the line (spec 001: liabilities can be marked for
// payoff) or secures another home, and confirms there are no others.
import { createHash } from 'node:crypto';
import type { ApiRoutePlugin } from '../app';
import { SECURE, UUID_PARAMS } from '../api-schemas';
import { authenticate } from '../auth/authenticate';
import { applicationView, completeApplicationStep, ownedApplication, type StoredApplication } from '../applications';
import { monthlyPayment } from '../../engine/calculations/offer-math';
import { LIEN_DISPOSITIONS, lienChoicesProblem, type LienDisposition, type Lien } from '../../engine/calculations/lien-payoff';
import { APPLICATION_PATH } from './applications';
import { refuse } from '../refusals';

const TAGS = ['liens'];

/** A uuid-shaped id drawn from the application, so the derived mortgage keeps its id. */
const derivedUuid = (seed: string) => {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * The application's liens: those already stored (the sandbox control may set `liabilities`), else
 * the first mortgage the simulated credit report found.
 */
function liensOf(application: StoredApplication): Lien[] {
  const stored = application.document.liabilities;
  if (Array.isArray(stored)) return stored as Lien[];
  const balance = application.document.internal.underwriting?.mortgageBalance ?? 0;
  if (balance <= 0) return [];
  return [
    {
      uuid: derivedUuid(`${application.uuid}:mortgage`),
      creditorName: 'Sandbox Home Mortgage',
      lienType: 'MORTGAGE',
      monetaryBalance: balance,
      monetaryCalculatedNextPaymentMinimumAmount: Math.round(monthlyPayment(balance, 0.065, 30) * 100) / 100,
      payOff: null,
      disposition: null,
    },
  ];
}

/** The most the line could pay off: the largest line the borrower qualifies for. */
const maxPayoff = (application: StoredApplication) => application.document.internal.underwriting?.maxLine ?? 0;

interface LienAnswers {
  choices: { uuid: string; disposition: LienDisposition }[];
  noOtherLiens: boolean;
}

export const lienRoutes: ApiRoutePlugin = async (app, { db, now: clock = Date.now }) => {
  app.get<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/liens`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        description: 'The liens on the property, the most the line can pay off, and whether the borrower has confirmed them.',
      },
    },
    async (request) => {
      const application = await ownedApplication(db, authenticate(request), request.params.uuid, clock());
      return {
        liens: liensOf(application),
        maxPayoff: maxPayoff(application),
        complete: application.document.status.liensComplete === true,
      };
    },
  );

  app.put<{ Params: { uuid: string }; Body: LienAnswers }>(
    `${APPLICATION_PATH}/:uuid/liens`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        description: 'One disposition per lien and the confirmation that there are no others; moves on from LIEN_VERIFICATION.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['choices', 'noOtherLiens'],
          properties: {
            choices: {
              type: 'array',
              maxItems: 20,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['uuid', 'disposition'],
                properties: { uuid: { type: 'string', format: 'uuid' }, disposition: { type: 'string', enum: LIEN_DISPOSITIONS } },
              },
            },
            noOtherLiens: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const { choices, noOtherLiens } = request.body;
      const application = await completeApplicationStep(db, authenticate(request), request.params.uuid, 'liensConfirmed', clock(), (a) => {
        if (!noOtherLiens) throw refuse(400, 'confirmNoOtherLiens');
        const liens = liensOf(a);
        const answers = Object.fromEntries(choices.map((c) => [c.uuid, c.disposition]));
        if (choices.some((c) => !liens.some((l) => l.uuid === c.uuid))) throw refuse(400, 'lienNotOnApplication');
        const problem = lienChoicesProblem(liens, answers, maxPayoff(a));
        if (problem === 'unanswered') throw refuse(400, 'answerEveryLien');
        if (problem === 'payoffTooLarge') throw refuse(400, 'payoffTooMuch');
        a.document.liabilities = liens.map((lien) => ({
          ...lien,
          disposition: answers[lien.uuid],
          payOff: answers[lien.uuid] === 'PAY_OFF' ? { status: 'MARKED_FOR_PAYOFF' } : null,
        }));
        a.document.status.liensComplete = true;
      });
      return applicationView(application);
    },
  );
};
