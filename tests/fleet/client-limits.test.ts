// Every per-client and per-email limit counts across the fleet (issue 35, finding 4): a client gets
// the documented number of requests however nginx spreads them, and the next is refused by every process.
import { describe, expect, it } from 'vitest';
import { CHATBOT_CALLS_PER_MINUTE } from '../../src/server/routes/chatbot';
import { EMAIL_CHECK_PATH, EMAIL_CHECKS_PER_CLIENT, LOGINS_PER_CLIENT, REGISTRATIONS_PER_CLIENT } from '../../src/server/routes/identity';
import { LEAD_LOOKUPS_PER_MINUTE, OFFER_CODE_PATH } from '../../src/server/routes/leads';
import { RESET_REQUEST_PATH, RESET_REQUESTS_PER_CLIENT, RESET_REQUESTS_PER_EMAIL } from '../../src/server/routes/password-reset';
import { INVITATION_PATH } from '../../src/server/routes/signer';
import { CHAT_STARTS_PER_CLIENT } from '../../src/server/routes/webchat';
import {
  Client,
  expectFleetLimit,
  expectSeveralProcesses,
  login,
  ORG,
  sentMessages,
  register,
  TEST_PASSWORD,
  uniqueEmail,
  type Answer,
} from './fleet-client';

/** signer.ts's limits on the public invitation routes (look-ups and accepts a minute per client). */
const INVITATION_LOOKUPS_PER_MINUTE = 20;
const INVITATION_ACCEPTS_PER_MINUTE = 10;
const UNKNOWN_INVITATION = 'not-an-invitation.0000000000';

describe('per-client limits count across processes', () => {
  it(`sign-in: ${LOGINS_PER_CLIENT} per client in 15 minutes`, async () => {
    // A different unknown email each time, so only the client's count can refuse.
    await expectFleetLimit((from) => login(from, uniqueEmail('guess')), LOGINS_PER_CLIENT);
  });

  it(`registration: ${REGISTRATIONS_PER_CLIENT} per client an hour`, async () => {
    await expectFleetLimit(
      (from) =>
        from.post(`/identity/api/v1/registration/register?organization=${ORG}`, {
          email: uniqueEmail('limit'),
          password: TEST_PASSWORD,
          phoneNumber: '4155550123',
        }),
      REGISTRATIONS_PER_CLIENT,
    );
  });

  it(`email check: ${EMAIL_CHECKS_PER_CLIENT} per client an hour`, async () => {
    await expectFleetLimit(
      (from) => from.post(`${EMAIL_CHECK_PATH}?organization=${ORG}`, { email: uniqueEmail('check') }),
      EMAIL_CHECKS_PER_CLIENT,
    );
  });

  it(`password reset requests: ${RESET_REQUESTS_PER_CLIENT} per client an hour`, async () => {
    await expectFleetLimit(
      (from) => from.post(`${RESET_REQUEST_PATH}?organization=${ORG}`, { email: uniqueEmail('forgot') }),
      RESET_REQUESTS_PER_CLIENT,
    );
  });

  it(`offer-code look-ups: ${LEAD_LOOKUPS_PER_MINUTE} per client a minute`, async () => {
    await expectFleetLimit((from) => from.get(`${OFFER_CODE_PATH}/LKS4821Q?organization=LAKESHORE`), LEAD_LOOKUPS_PER_MINUTE);
  });

  it(`signer invitation look-ups (${INVITATION_LOOKUPS_PER_MINUTE}) and accepts (${INVITATION_ACCEPTS_PER_MINUTE}) per client a minute`, async () => {
    await expectFleetLimit((from) => from.post(`${INVITATION_PATH}/lookup`, { token: UNKNOWN_INVITATION }), INVITATION_LOOKUPS_PER_MINUTE);
    await expectFleetLimit(
      (from) => from.post(`${INVITATION_PATH}/accept`, { token: UNKNOWN_INVITATION, password: TEST_PASSWORD }),
      INVITATION_ACCEPTS_PER_MINUTE,
    );
  });

  it(`live chat starts: ${CHAT_STARTS_PER_CLIENT} per client in 10 minutes`, async () => {
    await expectFleetLimit(
      (from) => from.post('/webchat/twilio/initWebChat', { name: 'Ana Lopez', email: 'ana@example.com', orgCode: ORG, chatMode: 'twilio' }),
      CHAT_STARTS_PER_CLIENT,
    );
  });

  it(`chatbot questions: ${CHATBOT_CALLS_PER_MINUTE} per client a minute`, async () => {
    await expectFleetLimit(
      (from) =>
        from.post('/chatbot/chatWithAutobot', {
          message: 'What is the rate?',
          organization: ORG,
          senderId: 'fleet',
          senderType: 'CUSTOMER',
        }),
      CHATBOT_CALLS_PER_MINUTE,
    );
  });
});

describe('per-email limits count across processes', () => {
  it(`password reset: ${RESET_REQUESTS_PER_EMAIL} emails an hour per address, however many processes are asked`, async () => {
    const { email } = await register();
    const answers: Answer[] = [];
    // A client each, so only the email's count can hold them back.
    for (let i = 0; i <= RESET_REQUESTS_PER_EMAIL; i += 1)
      answers.push(await new Client().post(`${RESET_REQUEST_PATH}?organization=${ORG}`, { email }));
    expectSeveralProcesses(answers);
    expect(answers.slice(0, RESET_REQUESTS_PER_EMAIL).map((answer) => answer.status)).toEqual([202, 202, 202]);
    expect(answers.at(-1)!.status, 'the request past the limit is no server error').toBeLessThan(500);
    // Waits for the three, then a moment for a fourth that must not come.
    await sentMessages(email, 'passwordReset', RESET_REQUESTS_PER_EMAIL);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const sent = await sentMessages(email, 'passwordReset', 0);
    expect(sent, `reset emails sent for ${answers.length} requests`).toHaveLength(RESET_REQUESTS_PER_EMAIL);
  });
});
