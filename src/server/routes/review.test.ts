// The review routes: each answer moves a stalled application on, through the back office's waits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, registerBorrower, sandboxControl } from '../testing/borrower';
import { writeApplicationFields } from '../testing/application-fields';
import { APPLICATION_PATH, applicationRoutes, STATUS_PATH } from './applications';
import { identityRoutes } from './identity';
import { profileRoutes } from './profile';
import { reviewRoutes } from './review';
import { sandboxRoutes } from './sandbox';

let api: TestApi;
let time = Date.parse('2026-11-20T18:00:00Z');
const advance = (ms: number) => (time += ms);

beforeAll(async () => {
  api = await createTestApi([identityRoutes, profileRoutes, applicationRoutes, reviewRoutes, sandboxRoutes], { now: () => time });
});
afterAll(() => api?.close());

/** A new borrower's application, created with the persona `lastName`. */
async function borrower(lastName = 'Lovelace', place?: { state: string; zip: string }) {
  const { jwt } = await registerBorrower(api.app);
  const created = await createHeloc(api.app, jwt, { lastName, ...place });
  expect(created.statusCode).toBe(201);
  const uuid = created.json().uuid as string;
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, token = jwt) =>
    api.app.inject({ method, url: `${APPLICATION_PATH}/${uuid}${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const status = async () => (await api.app.inject({ url: `${STATUS_PATH}/${uuid}/status`, headers: bearer(jwt) })).json();
  const control = (body: object) => sandboxControl(api.app, jwt, uuid, 'state', body);
  return { jwt, uuid, call, status, control };
}

describe('credit/social: the full SSN', () => {
  it('runs the pull again, waits, and opens offers', async () => {
    const b = await borrower('Nomatch');
    expect((await b.status()).checklistStatus).toBe('CREDIT_NO_MATCH');
    expect((await b.call('GET', '/offers')).statusCode).toBe(404);

    const res = await b.call('POST', '/credit/ssn-retry', { ssn: '123456789' });
    expect(res.statusCode).toBe(200);
    expect(res.json().ssnLast4).toBe('6789');
    expect(JSON.stringify(res.json())).not.toContain('123456789');
    expect((await b.status()).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    advance(2_000);
    expect(await b.status()).toMatchObject({ checklistStatus: 'OFFER_SELECTION', uwDecision: 'SELECT' });
    expect((await b.call('GET', '/offers')).json().offers.length).toBeGreaterThan(0);
  });

  it('still finds no file for the sandbox no-match SSN', async () => {
    const b = await borrower('Nomatch');
    expect((await b.call('POST', '/credit/ssn-retry', { ssn: '555123456' })).statusCode).toBe(200);
    advance(2_000);
    expect((await b.status()).checklistStatus).toBe('CREDIT_NO_MATCH_SSN');
  });

  it('refuses numbers never issued, bad shapes, other statuses and other borrowers', async () => {
    const b = await borrower('Nomatch');
    expect((await b.call('POST', '/credit/ssn-retry', { ssn: '666123456' })).json().message).toBe(
      'Please enter a valid Social Security number',
    );
    expect((await b.call('POST', '/credit/ssn-retry', { ssn: '123-45-6789' })).statusCode).toBe(400);
    const other = await registerBorrower(api.app);
    expect((await b.call('POST', '/credit/ssn-retry', { ssn: '123456789' }, other.jwt)).statusCode).toBe(404);
    expect((await b.call('POST', '/credit/ssn-retry', { ssn: '123456789' }, 'nonsense')).statusCode).toBe(401);
    const prequalified = await borrower();
    expect((await prequalified.call('POST', '/credit/ssn-retry', { ssn: '123456789' })).statusCode).toBe(409);
    expect((await b.status()).checklistStatus).toBe('CREDIT_NO_MATCH');
  });

  it('is for the primary borrower, not an additional signer', async () => {
    const b = await borrower('Nomatch');
    const signer = await registerBorrower(api.app);
    const me = (await api.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: bearer(signer.jwt) })).json();
    await writeApplicationFields(api.context.db, b.uuid, { additionalSignerVersion: 'v1', helocSigners: [{ identityUuid: me.uuid }] });
    // A v1 heloc signer may open the application, but this answer is the borrower's.
    expect((await b.call('GET', '', undefined, signer.jwt)).statusCode).toBe(200);
    expect((await b.call('POST', '/credit/ssn-retry', { ssn: '123456789' }, signer.jwt)).statusCode).toBe(403);
  });
});

describe('credit/error: a lifted freeze', () => {
  it('soft: runs the pull again and opens offers', async () => {
    const b = await borrower('Frozen');
    expect((await b.call('POST', '/credit/freeze-retry', { freezeLifted: false })).statusCode).toBe(400);
    expect((await b.call('POST', '/credit/freeze-retry', { freezeLifted: true })).statusCode).toBe(200);
    expect((await b.status()).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    advance(2_000);
    expect((await b.status()).checklistStatus).toBe('OFFER_SELECTION');
  });

  it('hard: continues with the demographic questions', async () => {
    const b = await borrower();
    await b.control({ checklistStatus: 'HARD_CREDIT_LOCKED_OR_FROZEN', status: { creditFrozenWithPin: true } });
    expect((await b.call('POST', '/credit/freeze-retry', { freezeLifted: true })).statusCode).toBe(200);
    expect((await b.status()).checklistStatus).toBe('WAITING_FOR_HARD_CREDIT_PULL');
    advance(2_000);
    expect(await b.status()).toMatchObject({ checklistStatus: 'HMDA', creditFrozenWithPin: false });
  });
});

describe('review-app/incorrect-pin: the freeze PIN again', () => {
  const refusedPin = { checklistStatus: 'SOFT_CREDIT_LOCKED_OR_FROZEN', status: { creditFrozenWithPin: true, creditIncorrectPin: true } };

  it('soft: a PIN the bureau accepts runs the pull again and opens offers', async () => {
    const b = await borrower('Frozen');
    await b.control(refusedPin);
    expect((await b.call('POST', '/credit/pin-retry', { pin: '12ab' })).statusCode).toBe(400);
    expect((await b.call('POST', '/credit/pin-retry', { pin: '123' })).statusCode).toBe(400);
    expect((await b.call('POST', '/credit/pin-retry', { pin: '12345678901' })).statusCode).toBe(400);
    const res = await b.call('POST', '/credit/pin-retry', { pin: '482913' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('482913');
    expect((await b.status()).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    advance(2_000);
    expect(await b.status()).toMatchObject({ checklistStatus: 'OFFER_SELECTION', creditIncorrectPin: false });
  });

  it('hard: continues with the demographic questions', async () => {
    const b = await borrower();
    await b.control({ ...refusedPin, checklistStatus: 'HARD_CREDIT_LOCKED_OR_FROZEN' });
    expect((await b.call('POST', '/credit/pin-retry', { pin: '4829130011' })).statusCode).toBe(200);
    advance(2_000);
    expect(await b.status()).toMatchObject({ checklistStatus: 'HMDA', creditIncorrectPin: false, creditFrozenWithPin: false });
  });

  it('keeps the page for a PIN refused again, and answers only when a PIN was asked for', async () => {
    const b = await borrower('Frozen');
    expect((await b.call('POST', '/credit/pin-retry', { pin: '482913' })).statusCode).toBe(409);
    await b.control(refusedPin);
    const refused = await b.call('POST', '/credit/pin-retry', { pin: '000000' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("The credit bureau didn't accept this PIN. Please check it and try again.");
    expect(await b.status()).toMatchObject({ checklistStatus: 'SOFT_CREDIT_LOCKED_OR_FROZEN', creditIncorrectPin: true });
    // Lifting the freeze instead also ends the PIN's question.
    expect((await b.call('POST', '/credit/freeze-retry', { freezeLifted: true })).statusCode).toBe(200);
    advance(2_000);
    expect(await b.status()).toMatchObject({ checklistStatus: 'OFFER_SELECTION', creditIncorrectPin: false });
  });

  it('is the primary borrower’s own', async () => {
    const b = await borrower('Frozen');
    await b.control(refusedPin);
    const { jwt: other } = await registerBorrower(api.app);
    expect((await b.call('POST', '/credit/pin-retry', { pin: '482913' }, other)).statusCode).toBe(404);
  });
});

describe('review-app/property: the address', () => {
  const corrected = { street1: '17 Harbor View Road', street2: 'Unit 4', city: 'Sacramento', state: 'CA', zip: '95816' };

  it('takes a correction, values the new home and opens offers', async () => {
    const b = await borrower('Noproperty');
    const before = (await b.call('GET', '')).json().adjustedHomeAmount;
    const res = await b.call('PUT', '/property/address', { address: corrected });
    expect(res.statusCode).toBe(200);
    expect(res.json().property.address).toEqual(corrected);
    expect(res.json().adjustedHomeAmount).not.toBe(before);
    advance(2_000);
    expect((await b.status()).checklistStatus).toBe('OFFER_SELECTION');
    expect((await b.call('GET', '/offers')).statusCode).toBe(200);
    const profile = (await api.app.inject({ url: '/service-profile/api/v1/profile', headers: bearer(b.jwt) })).json();
    expect(profile.addresses).toContainEqual(expect.objectContaining({ type: 'PROPERTY', street1: '17 Harbor View Road', zip: '95816' }));
  });

  it('takes the same address confirmed for multiple properties', async () => {
    const b = await borrower();
    await b.control({ checklistStatus: 'MULTIPLE_PROPERTIES' });
    const address = (await b.call('GET', '')).json().property.address;
    expect((await b.call('PUT', '/property/address', { address })).statusCode).toBe(200);
    advance(2_000);
    expect((await b.status()).checklistStatus).toBe('OFFER_SELECTION');
  });

  it('refuses a place the lender does not lend in, and a malformed address', async () => {
    const b = await borrower('Noproperty');
    const unsupported = await b.call('PUT', '/property/address', { address: { ...corrected, state: 'ZZ' } });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().message).toBe('We do not currently offer loans in ZZ');
    const mismatched = await b.call('PUT', '/property/address', { address: { ...corrected, zip: '78701' } });
    expect(mismatched.json().message).toBe('This ZIP code is not in the state entered. Check the ZIP code and the state.');
    expect((await b.call('PUT', '/property/address', { address: { ...corrected, zip: '958' } })).statusCode).toBe(400);
    expect((await b.status()).checklistStatus).toBe('NO_PROPERTY');
  });
});

describe('valuation: estimate, order, condition', () => {
  it('estimate, then the order with the fee, then offers', async () => {
    const b = await borrower();
    await b.control({ checklistStatus: 'NO_AVM' });
    expect((await b.call('PUT', '/bpo/estimate', { estimatedValue: 5_000 })).statusCode).toBe(400);
    expect((await b.call('PUT', '/bpo/estimate', { estimatedValue: 640_000 })).statusCode).toBe(200);
    expect(await b.status()).toMatchObject({ checklistStatus: 'BPO_ORDER_REQUEST', bpo: 'BPO_REQUIRED' });

    const wrongFee = await b.call('POST', '/bpo/order', { feeAmount: 100 });
    expect(wrongFee.statusCode).toBe(409);
    expect(wrongFee.json().message).toBe('The valuation fee is now $180. Please review it and agree again.');
    const ordered = await b.call('POST', '/bpo/order', { feeAmount: 180 });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().homeValueEstimate.value).toBe(640_000);
    expect((await b.status()).checklistStatus).toBe('BPO_PROCESSING');
    advance(2_000);
    expect(await b.status()).toMatchObject({ checklistStatus: 'OFFER_SELECTION', bpo: 'BPO_COMPLETE' });
    const offers = (await b.call('GET', '/offers')).json();
    expect(offers.costs).toContainEqual(expect.objectContaining({ feeType: 'VALUATION_FEE', borrowerPaidAmount: 180 }));
  });

  it('after an offer was chosen, the valuation leads to revised offers', async () => {
    const b = await borrower();
    await b.control({ checklistStatus: 'BPO_ORDER_REQUEST', amount: 60_000, status: { bpo: 'BPO_REQUIRED' } });
    expect((await b.call('POST', '/bpo/order', { feeAmount: 180 })).statusCode).toBe(200);
    advance(2_000);
    expect((await b.status()).checklistStatus).toBe('REVISED_OFFER_SELECTION');
  });

  it('no order when no BPO is required', async () => {
    const b = await borrower();
    await b.control({ checklistStatus: 'BPO_ORDER_REQUEST' });
    expect((await b.call('POST', '/bpo/order', { feeAmount: 180 })).statusCode).toBe(409);
  });

  it('Texas: the condition orders the BPO; elsewhere it is refused', async () => {
    const texas = await borrower('Lovelace', { state: 'TX', zip: '78701' });
    await texas.control({ checklistStatus: 'BPO_ORDER_REQUEST', status: { bpo: 'BPO_REQUIRED' } });
    expect((await texas.call('PUT', '/bpo/condition', { condition: 'UNKNOWN_CONDITION', feeAmount: 180 })).statusCode).toBe(400);
    const res = await texas.call('PUT', '/bpo/condition', { condition: 'GOOD', feeAmount: 180 });
    expect(res.statusCode).toBe(200);
    expect(res.json().propertyCondition).toBe('GOOD');
    expect((await texas.status()).checklistStatus).toBe('BPO_PROCESSING');

    const california = await borrower();
    await california.control({ checklistStatus: 'BPO_ORDER_REQUEST', status: { bpo: 'BPO_REQUIRED' } });
    expect((await california.call('PUT', '/bpo/condition', { condition: 'GOOD', feeAmount: 180 })).statusCode).toBe(409);
  });
});
