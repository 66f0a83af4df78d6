// The early HELOC disclosure, the booklet and the soft credit authorisation as the registration
// reports them at the create call, and the fee wait of Reg Z 1026.40(h) that funding keeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disclosureVersion } from '../../engine/disclosures/registry';
import { createHelocRequest } from '../../engine/registration/create-heloc-request';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, helocBody, registerBorrower, sandboxControl, SET_PASSWORD_DISCLOSURES } from '../testing/borrower';
import { APPLICATION_PATH, applicationRoutes, CREATE_HELOC_PATH } from './applications';
import { disclosureRoutes } from './disclosures';
import { identityRoutes } from './identity';
import { sandboxRoutes } from './sandbox';

let api: TestApi;
// Friday 2 July 2027, 10:00 in California. Independence Day is Sunday the 4th, observed Monday the 5th.
const time = Date.parse('2027-07-02T17:00:00Z');

beforeAll(async () => {
  api = await createTestApi([identityRoutes, applicationRoutes, disclosureRoutes, sandboxRoutes], { now: () => time });
});
afterAll(() => api?.close());

const recordOf = async (uuid: string, jwt: string) =>
  (await api.app.inject({ url: `${APPLICATION_PATH}/${uuid}/disclosure-record`, headers: bearer(jwt) })).json();

describe('the early disclosure and the soft credit authorisation at the create call', () => {
  it("records the disclosures and the soft credit consent with the registry's versions", async () => {
    const { jwt } = await registerBorrower(api.app);
    const consentTypes = (await api.app.inject({ url: `${APPLICATION_PATH}/consent-types` })).json();
    const softCredit = { type: 'SOFT_CREDIT', version: disclosureVersion('SOFT_CREDIT_AUTHORIZATION') };
    expect(consentTypes).toContainEqual(softCredit);
    const { profileRequest, propertyRequest, income, employmentType } = helocBody();
    const draft = {
      propertyAddress: { ...propertyRequest.address, occupancyType: 'HOME' },
      income: { employmentType, income: income.incomePrimary },
      name: profileRequest.name,
      dob: profileRequest.dob,
      email: profileRequest.email,
      phoneNumber: profileRequest.phoneNumber,
      isListedForSale: 'NO',
      consents: { termsPrivacy: true, communication: true },
    };
    const body = createHelocRequest({ draft, query: {}, consentTypes, nyFcraFlag: false, disclosuresShown: SET_PASSWORD_DISCLOSURES });
    const created = await api.app.inject({ method: 'POST', url: CREATE_HELOC_PATH, headers: bearer(jwt), payload: body });
    expect(created.statusCode).toBe(201);
    const record = await recordOf(created.json().uuid, jwt);
    expect(record.disclosures).toEqual([
      { type: 'HELOC_EARLY_DISCLOSURE', version: disclosureVersion('HELOC_EARLY_DISCLOSURE'), shownAt: new Date(time).toISOString() },
      { type: 'CFPB_HELOC_BOOKLET', version: '2022-12', shownAt: new Date(time).toISOString() },
    ]);
    expect(record.consents).toContainEqual({ ...softCredit, acceptedAt: new Date(time).toISOString() });
  });
});

describe('the nonrefundable fee wait (Reg Z 1026.40(h))', () => {
  /** A borrower who has signed today with the insurance in. */
  async function signed(withDisclosures: boolean) {
    const { jwt } = await registerBorrower(api.app);
    const created = withDisclosures
      ? await createHeloc(api.app, jwt)
      : await api.app.inject({ method: 'POST', url: CREATE_HELOC_PATH, headers: bearer(jwt), payload: helocBody() });
    const uuid = created.json().uuid as string;
    await sandboxControl(api.app, jwt, uuid, 'state', { checklistStatus: 'RESCISSION', insurance: { complete: true } });
    const advance = async (body: object) => (await sandboxControl(api.app, jwt, uuid, 'clock', body)).json();
    return { advance };
  }

  it('holds funding past the right to cancel until the third business day after the disclosures', async () => {
    const { advance } = await signed(true);
    // The right to cancel counts Saturday 3 and the observed Monday 5: it ends as Wednesday 7 begins.
    const wednesday = await advance({ advanceDays: 5 });
    expect(wednesday.rescission).toMatchObject({ lastDay: '2027-07-06' });
    // Business days do not count the observed Monday: Tuesday 6, Wednesday 7, Thursday 8.
    expect(wednesday.status.checklistStatus).toBe('RESCISSION');
    expect((await advance({ advanceDays: 1 })).status.checklistStatus).toBe('WAITING_FOR_FUNDING');
  });

  it("moves the sandbox clock past the fee wait when walking to the right to cancel's end", async () => {
    const { advance } = await signed(true);
    expect((await advance({ until: 'rescission-end' })).status.checklistStatus).toBe('WAITING_FOR_FUNDING');
  });

  it('never funds an application whose borrower was never given the disclosures', async () => {
    const { advance } = await signed(false);
    expect((await advance({ advanceDays: 30 })).status.checklistStatus).toBe('RESCISSION');
  });
});
