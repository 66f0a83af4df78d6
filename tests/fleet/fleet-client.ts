// How a fleet test talks to the fleet: every request through nginx, from a client address of its own
// (X-Forwarded-For, believed from loopback under TRUST_PROXY), each answer naming the process that gave
// it (X-Upstream). Helpers act as a borrower the way the app does.
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { CREATE_HELOC_PATH } from '../../src/server/routes/applications';
import { OUTBOX_PATH } from '../../src/server/routes/outbox';
import { bearer, helocBody, SET_PASSWORD_DISCLOSURES, TEST_PASSWORD, uniqueEmail } from '../../src/server/testing/borrower';

export const ORG = 'NORTHSTAR';
export const LOGIN_PATH = `/identity/api/v1/login?organization=${ORG}`;
export const IDENTITY_PATH = '/identity/secure/api/v1_1/identity';

export interface Answer {
  status: number;
  /** The JSON body, or undefined when the body is not JSON. */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- a test reads whatever the route answered
  text: string;
  headers: Headers;
  /** The process that answered (host:port), from nginx's X-Upstream. */
  upstream: string;
}

interface Options {
  body?: unknown;
  headers?: Record<string, string>;
}

/** A client of the fleet: requests from its own address, so no two tests share a per-client count. */
export class Client {
  readonly address: string;

  constructor() {
    const [a, b, c] = randomBytes(3);
    this.address = `10.${a}.${b}.${c}`;
  }

  async request(method: string, path: string, { body, headers = {} }: Options = {}): Promise<Answer> {
    const res = await fetch(inject('fleetUrl') + path, {
      method,
      headers: {
        'x-forwarded-for': this.address,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const upstream = res.headers.get('x-upstream') ?? '';
    return { status: res.status, json, text, headers: res.headers, upstream };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, { headers });
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, { body: body ?? {}, headers });
  patch = (path: string, body: unknown, headers?: Record<string, string>) => this.request('PATCH', path, { body, headers });
}

/** A fresh client for a single step of a test's set-up. */
export const client = () => new Client();

/** Asserts the answers came from more than one process: a test that only met one proves nothing about a fleet. */
export function expectSeveralProcesses(answers: Answer[]): void {
  const upstreams = new Set(answers.map((answer) => answer.upstream));
  expect(upstreams.has(''), 'every answer came through nginx').toBe(false);
  expect(upstreams.size, `answered by ${[...upstreams].join(', ')}`).toBeGreaterThan(1);
}

/**
 * Sends until every process of the fleet has answered once; the answers, one per process. Round robin
 * reaches them all within a few tries, unless another test's requests fall in step with these (two of
 * theirs between each of ours would meet one process every time): a random pause between tries breaks
 * the step.
 */
export async function onEveryProcess(send: () => Promise<Answer>): Promise<Answer[]> {
  const upstreams = inject('fleetUpstreams');
  const answered = new Map<string, Answer>();
  for (let attempt = 0; attempt < upstreams.length * 10 && answered.size < upstreams.length; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 30));
    const answer = await send();
    if (!answered.has(answer.upstream)) answered.set(answer.upstream, answer);
  }
  expect([...answered.keys()].sort(), 'every process answered').toEqual([...upstreams].sort());
  return [...answered.values()];
}

/** Statuses by the process that gave them, for messages that say where a promise broke. */
export const byProcess = (answers: Answer[]) => answers.map((answer) => `${answer.upstream}: ${answer.status}`).join(', ');

export interface Borrower {
  email: string;
  jwt: string;
}

export async function register(email = uniqueEmail('fleet')): Promise<Borrower> {
  const res = await client().post(`/identity/api/v1/registration/register?organization=${ORG}`, {
    email,
    password: TEST_PASSWORD,
    phoneNumber: '4155550123',
  });
  expect(res.status, `registration: ${res.text}`).toBe(200);
  return { email, jwt: res.json.jwt };
}

export const login = (from: Client, email: string, password = TEST_PASSWORD) => from.post(LOGIN_PATH, { email, password });

/** Creates an application as the registration does; the answer. */
export const createApplication = (jwt: string, idempotencyKey: string = randomUUID(), from = client()) =>
  from.post(
    CREATE_HELOC_PATH,
    { ...helocBody(), disclosuresShown: SET_PASSWORD_DISCLOSURES },
    { ...bearer(jwt), 'idempotency-key': idempotencyKey },
  );

/** A borrower with an application: its uuid. */
export async function borrowerWithApplication(): Promise<Borrower & { uuid: string }> {
  const borrower = await register();
  const created = await createApplication(borrower.jwt);
  expect(created.status, `create-HELOC: ${created.text}`).toBe(201);
  return { ...borrower, uuid: created.json.uuid };
}

/** The sandbox outbox of an address, read with the fleet's key. */
export async function outbox(email: string): Promise<Array<{ kind: string; links: Array<{ url: string }> }>> {
  const res = await client().get(`${OUTBOX_PATH}?organization=${ORG}&email=${encodeURIComponent(email)}`, {
    'x-outbox-key': inject('fleetOutboxKey'),
  });
  expect(res.status, `outbox: ${res.text}`).toBe(200);
  return res.json;
}

/**
 * The messages of `kind` to `email`, once there are `count` of them (or after five seconds): a reset
 * request is answered before its link is made and sent, so the message may follow the answer.
 */
export async function sentMessages(
  email: string,
  kind: string,
  count = 1,
): Promise<Array<{ kind: string; links: Array<{ url: string }> }>> {
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const sent = (await outbox(email)).filter((message) => message.kind === kind);
    if (sent.length >= count || Date.now() - started > 5_000) return sent;
  }
}

/** The `token` query of a link the sandbox sent. */
export const tokenOf = (url: string) => new URL(url, 'http://link').searchParams.get('token')!;

/** Sends `max` requests from one client (none refused, more than one process reached), then checks every process refuses the next. */
export async function expectFleetLimit(send: (from: Client) => Promise<Answer>, max: number): Promise<void> {
  const from = new Client();
  const allowed: Answer[] = [];
  for (let i = 0; i < max; i += 1) allowed.push(await send(from));
  expectSeveralProcesses(allowed);
  expect(
    allowed.filter((answer) => answer.status === 429).map((answer) => answer.upstream),
    'none of the first requests is refused',
  ).toEqual([]);
  const refused = await onEveryProcess(() => send(from));
  expect(
    refused.every((answer) => answer.status === 429),
    `past ${max}, every process refuses: ${byProcess(refused)}`,
  ).toBe(true);
  // Another client is still served.
  expect((await send(new Client())).status).not.toBe(429);
}

export { bearer, TEST_PASSWORD, uniqueEmail };
