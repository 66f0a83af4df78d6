// Bank accounts: simulated linking, the disbursement account (linked or typed in) and the autopay
// account, with a GIACT-like verification status.
import { randomUUID } from 'node:crypto';
import type { ApiRoutePlugin } from '../app';
import { SECURE, UUID_PARAMS } from '../api-schemas';
import { authenticate } from '../auth/authenticate';
import {
  advanceStep,
  applicationView,
  completeApplicationStep,
  ownedApplication,
  saveApplication,
  stepNotAvailable,
  type StoredApplication,
} from '../applications';
import { isValidRoutingNumber } from '../../engine/validation/routing-number';
import { APPLICATION_PATH } from './applications';
import { refuse } from '../refusals';

const TAGS = ['bank'];

/** Statuses at which the disbursement account may be set or changed. */
const DISBURSE_STATUSES: ReadonlySet<string> = new Set(['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT', 'VERIFIED_AUTOPAY']);

/** The sandbox bank's routing number (fictional, with a valid checksum). */
const SANDBOX_ROUTING_NUMBER = '123456780';

interface BankAccount {
  uuid: string;
  institutionName: string;
  name: string;
  accountType: 'CHECKING' | 'SAVINGS';
  mask: string;
  routingNumber: string;
  giactAccountStatus: 'VERIFIED' | 'PENDING_REVIEW';
}

const accountUuid = (account: unknown) => (account as { uuid?: string } | null)?.uuid;

const linkedAccounts = (application: StoredApplication): BankAccount[] =>
  (application.document.internal as { linkedAccounts?: BankAccount[] }).linkedAccounts ?? [];

/** What the app may see of an account: never the full number. */
const accountView = ({ uuid, institutionName, name, accountType, mask, routingNumber }: BankAccount) => ({
  uuid,
  institutionName,
  name,
  accountType,
  mask,
  routingNumber,
});

const ACCOUNT_CHOICE = {
  type: 'object',
  additionalProperties: false,
  properties: {
    accountUuid: { type: 'string', format: 'uuid' },
    routingNumber: { type: 'string', pattern: '^[0-9]{9}$' },
    accountNumber: { type: 'string', pattern: '^[0-9]{4,17}$' },
    accountType: { type: 'string', enum: ['CHECKING', 'SAVINGS'] },
    sameAsDisburse: { type: 'boolean' },
  },
};

type AccountChoice = {
  accountUuid?: string;
  routingNumber?: string;
  accountNumber?: string;
  accountType?: 'CHECKING' | 'SAVINGS';
  sameAsDisburse?: boolean;
};

/** A linked account by id, or one typed in by hand (verified later, so PENDING_REVIEW). */
function chosenAccount(application: StoredApplication, choice: AccountChoice): BankAccount {
  if (choice.accountUuid) {
    const account = linkedAccounts(application).find((a) => a.uuid === choice.accountUuid);
    if (!account) throw refuse(400, 'accountNotLinked');
    return account;
  }
  const { routingNumber, accountNumber, accountType } = choice;
  if (!routingNumber || !accountNumber || !accountType) throw refuse(400, 'chooseAccount');
  if (!isValidRoutingNumber(routingNumber)) throw refuse(400, 'routingNumber');
  return {
    uuid: randomUUID(),
    institutionName: 'Entered by hand',
    name: accountType === 'CHECKING' ? 'Checking' : 'Savings',
    accountType,
    mask: accountNumber.slice(-4),
    routingNumber,
    giactAccountStatus: 'PENDING_REVIEW',
  };
}

export const bankRoutes: ApiRoutePlugin = async (app, { db, now: clock = Date.now }) => {
  app.post<{ Params: { uuid: string }; Body: { institutionName?: string; outcome?: 'VERIFIED' | 'PENDING_REVIEW' } }>(
    `${APPLICATION_PATH}/:uuid/bank/link`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        description: 'Simulated bank linking: links a checking and a savings account. outcome (sandbox) sets the verification status.',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            institutionName: { type: 'string', minLength: 1, maxLength: 100 },
            outcome: { type: 'string', enum: ['VERIFIED', 'PENDING_REVIEW'] },
          },
        },
      },
    },
    async (request) => {
      const application = await ownedApplication(db, authenticate(request), request.params.uuid, clock());
      const institutionName = request.body?.institutionName ?? 'Sandbox Bank';
      const giactAccountStatus = request.body?.outcome ?? 'VERIFIED';
      const accounts: BankAccount[] = (['CHECKING', 'SAVINGS'] as const).map((accountType, i) => ({
        uuid: randomUUID(),
        institutionName,
        name: accountType === 'CHECKING' ? 'Everyday Checking' : 'High Yield Savings',
        accountType,
        mask: String(1000 + ((application.loanNumber.charCodeAt(i) * 97 + i * 31) % 9000)),
        routingNumber: SANDBOX_ROUTING_NUMBER,
        giactAccountStatus,
      }));
      // Linking the same bank again replaces its accounts, except one already chosen.
      const chosen = new Set([accountUuid(application.document.disburseAccount), accountUuid(application.document.autopayAccount)]);
      const kept = linkedAccounts(application).filter((a) => a.institutionName !== institutionName || chosen.has(a.uuid));
      Object.assign(application.document.internal, { linkedAccounts: [...kept, ...accounts] });
      await saveApplication(db, application);
      return { accounts: accounts.map(accountView) };
    },
  );

  app.get<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/bank/accounts`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS } },
    async (request) => {
      const application = await ownedApplication(db, authenticate(request), request.params.uuid, clock());
      return { accounts: linkedAccounts(application).map(accountView) };
    },
  );

  app.put<{ Params: { uuid: string }; Body: AccountChoice }>(
    `${APPLICATION_PATH}/:uuid/bank/disburse`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS, body: ACCOUNT_CHOICE } },
    async (request) => {
      const now = clock();
      const application = await ownedApplication(db, authenticate(request), request.params.uuid, now);
      // While the autopay account is still to choose, the borrower may go back and change this one.
      if (!DISBURSE_STATUSES.has(application.document.status.checklistStatus)) throw stepNotAvailable(application);
      const account = chosenAccount(application, request.body);
      application.document.disburseAccount = accountView(account);
      application.document.status.giactAccountStatus = account.giactAccountStatus;
      if (!linkedAccounts(application).some((l) => l.uuid === account.uuid))
        Object.assign(application.document.internal, { linkedAccounts: [...linkedAccounts(application), account] });
      // With manual payments the disbursement account finishes the bank step; with autopay, the autopay account does.
      advanceStep(application, application.document.payType === 'AUTOPAY' ? 'disburseAccountSet' : 'bankLinked', now);
      await saveApplication(db, application);
      return applicationView(application);
    },
  );

  app.put<{ Params: { uuid: string }; Body: AccountChoice }>(
    `${APPLICATION_PATH}/:uuid/bank/autopay`,
    { schema: { tags: TAGS, security: SECURE, params: UUID_PARAMS, body: ACCOUNT_CHOICE } },
    async (request) =>
      applicationView(
        await completeApplicationStep(db, authenticate(request), request.params.uuid, 'bankLinked', clock(), (a) => {
          const disburse = a.document.disburseAccount as { uuid: string } | null;
          if (request.body.sameAsDisburse) {
            if (!disburse) throw refuse(400, 'disburseFirst');
            a.document.autopayAccount = { uuid: disburse.uuid };
            return;
          }
          const account = chosenAccount(a, request.body);
          a.document.autopayAccount = accountView(account);
          if (!linkedAccounts(a).some((l) => l.uuid === account.uuid))
            Object.assign(a.document.internal, { linkedAccounts: [...linkedAccounts(a), account] });
        }),
      ),
  );
};
