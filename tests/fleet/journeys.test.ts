// Journeys that span requests work whichever process answers each: co-owner invitations, the chatbot,
// the live-agent chat (issue 35, finding 6), and the sandbox outbox's key (finding 9).
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { APPLICATION_PATH } from '../../src/server/routes/applications';
import { OUTBOX_PATH } from '../../src/server/routes/outbox';
import { INVITATION_PATH, SIGNER_PATH } from '../../src/server/routes/signer';
import {
  bearer,
  borrowerWithApplication,
  byProcess,
  client,
  expectSeveralProcesses,
  ORG,
  onEveryProcess,
  outbox,
  TEST_PASSWORD,
  tokenOf,
  uniqueEmail,
  type Answer,
} from './fleet-client';

const ALL_CLOSING = ['HELOC_AGREEMENT', 'ACCOUNT_OPENING_DISCLOSURE', 'CFPB_HELOC_BOOKLET'];
const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('across processes', () => {
  it('co-owner invitations: named on one process, opened, accepted and used through the balancer', async () => {
    const { jwt, uuid } = await borrowerWithApplication();
    const primary = (path: string, body: object) => client().post(`${APPLICATION_PATH}/${uuid}${path}`, body, bearer(jwt));
    const state = await client().post(
      `/sandbox/api/v1/applications/${uuid}/state`,
      { checklistStatus: 'NOTE_SIGNING', property: { ownership: 'JOINT' } },
      bearer(jwt),
    );
    expect(state.status, state.text).toBe(200);
    const signed = await primary('/signing/sign', { acceptedDocuments: ALL_CLOSING, signatureName: 'Ada Lovelace' });
    expect(signed.status, signed.text).toBe(200);
    const owner = { firstName: 'Charles', lastName: 'Babbage', email: uniqueEmail('charles') };
    const named = await primary('/signing/co-deeders', { coDeeders: [owner] });
    expect(named.status, named.text).toBe(200);

    const [invitation] = await outbox(owner.email);
    expect(invitation?.kind).toBe('coOwnerInvitation');
    const token = tokenOf(invitation!.links[0]!.url);
    const lookups = await onEveryProcess(() => client().post(`${INVITATION_PATH}/lookup`, { token }));
    expect(statuses(lookups), byProcess(lookups)).toEqual(lookups.map(() => 200));
    expect(lookups.map((lookup) => lookup.json.email)).toEqual(lookups.map(() => owner.email));

    const accepted = await client().post(`${INVITATION_PATH}/accept`, { token, password: TEST_PASSWORD });
    expect(accepted.status, accepted.text).toBe(200);
    const opened = await onEveryProcess(() => client().get(`${SIGNER_PATH}/applications/${uuid}`, bearer(accepted.json.jwt)));
    expect(statuses(opened), `the co-owner's application, accepted on ${accepted.upstream}: ${byProcess(opened)}`).toEqual(
      opened.map(() => 200),
    );
  });

  it('the chatbot keeps one conversation whichever process answers', async () => {
    const ask = (message: string, conversationId?: string) =>
      client().post('/chatbot/chatWithAutobot', {
        message,
        organization: ORG,
        senderId: 'fleet-visitor',
        senderType: 'CUSTOMER',
        ...(conversationId ? { conversationId } : {}),
      });
    const first = await ask('What is the interest rate?');
    expect(first.status, first.text).toBe(200);
    const { conversationId } = first.json;
    const answers = [first];
    for (const question of ['How long does it take?', 'Can I pay it off early?', 'Who do I call?'])
      answers.push(await ask(question, conversationId));
    expectSeveralProcesses(answers);
    expect(statuses(answers)).toEqual([200, 200, 200, 200]);
    const histories = await onEveryProcess(() => client().get(`/chatbot/getChatHistory/${conversationId}`));
    expect(statuses(histories), byProcess(histories)).toEqual(histories.map(() => 200));
    for (const history of histories) expect(history.json, `the history on ${history.upstream}`).toHaveLength(8);
  });

  it('a live-agent chat started on one process is read, answered and ended through the balancer; the agent joins once', async () => {
    const started = await client().post('/webchat/twilio/initWebChat', {
      name: 'Ana Lopez',
      email: 'ana@example.com',
      orgCode: ORG,
      chatMode: 'twilio',
    });
    expect(started.status, started.text).toBe(200);
    const { conversationSid, token } = started.json;
    const headers = { 'x-chat-token': token };
    const read = () => client().get(`/webchat/conversations/${conversationSid}`, headers);

    const waiting = await onEveryProcess(read);
    expect(statuses(waiting), `polls of a chat started on ${started.upstream}: ${byProcess(waiting)}`).toEqual(waiting.map(() => 200));
    const sent = await client().post(`/webchat/conversations/${conversationSid}/messages`, { body: 'What is the interest rate?' }, headers);
    expect(sent.status, sent.text).toBe(200);

    // The agent joins after 3 s and answers 1.5 s later: poll from every process, as several tabs would.
    const polls: Answer[] = [];
    for (let i = 0; i < 40; i += 1) {
      polls.push(...(await Promise.all([read(), read(), read()])));
      const agentLines = (polls.at(-1)!.json?.messages ?? []).filter((m: { author: string }) => m.author === 'agent');
      if (agentLines.length >= 2) break;
      await sleep(250);
    }
    expectSeveralProcesses(polls);
    expect(
      polls.filter((poll) => poll.status !== 200).map((poll) => `${poll.upstream}: ${poll.status}`),
      'every poll is answered',
    ).toEqual([]);
    const final = await onEveryProcess(read);
    for (const view of final) {
      expect(view.json.state, `on ${view.upstream}`).toBe('ACTIVE');
      const agentLines = view.json.messages.filter((m: { author: string }) => m.author === 'agent');
      // The greeting once, then one answer to the one question, whichever process saw the join first.
      expect(agentLines, `the agent's lines on ${view.upstream}`).toHaveLength(2);
      expect(agentLines[0].body).toMatch(/^Hi Ana/);
    }

    const ended = await client().post(`/webchat/conversations/${conversationSid}/end`, {}, headers);
    expect(ended.status, ended.text).toBe(200);
    const closed = await onEveryProcess(read);
    expect(
      closed.map((view) => view.json?.state),
      `after the end on ${ended.upstream}: ${byProcess(closed)}`,
    ).toEqual(closed.map(() => 'CLOSED'));
  });

  it('the outbox answers 401 without its key and the messages with it, on every process', async () => {
    const { uuid, jwt } = await borrowerWithApplication();
    const email = uniqueEmail('outbox');
    const state = await client().post(
      `/sandbox/api/v1/applications/${uuid}/state`,
      { checklistStatus: 'NOTE_SIGNING', property: { ownership: 'JOINT' } },
      bearer(jwt),
    );
    expect(state.status).toBe(200);
    await client().post(
      `${APPLICATION_PATH}/${uuid}/signing/sign`,
      { acceptedDocuments: ALL_CLOSING, signatureName: 'Ada Lovelace' },
      bearer(jwt),
    );
    const named = await client().post(
      `${APPLICATION_PATH}/${uuid}/signing/co-deeders`,
      { coDeeders: [{ firstName: 'Mary', lastName: 'Somerville', email }] },
      bearer(jwt),
    );
    expect(named.status, named.text).toBe(200);
    const path = `${OUTBOX_PATH}?organization=${ORG}&email=${encodeURIComponent(email)}`;

    const withoutKey = await onEveryProcess(() => client().get(path));
    expect(statuses(withoutKey), byProcess(withoutKey)).toEqual(withoutKey.map(() => 401));
    expect(withoutKey.map((answer) => answer.text).join('\n')).not.toContain('token=');
    const wrongKey = await onEveryProcess(() => client().get(path, { 'x-outbox-key': 'not-the-key' }));
    expect(statuses(wrongKey), byProcess(wrongKey)).toEqual(wrongKey.map(() => 401));
    const withKey = await onEveryProcess(() => client().get(path, { 'x-outbox-key': inject('fleetOutboxKey') }));
    expect(statuses(withKey), byProcess(withKey)).toEqual(withKey.map(() => 200));
    for (const answer of withKey)
      expect(
        answer.json.map((m: { kind: string }) => m.kind),
        `on ${answer.upstream}`,
      ).toEqual(['coOwnerInvitation']);
  });
});
