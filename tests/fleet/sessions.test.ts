// Sessions across the fleet: a logout, a password reset and a login lockout decided on one process
// hold on every process at once (issue 35, findings 1–3).
import { describe, expect, it } from 'vitest';
import { LOGOUT_PATH } from '../../src/server/routes/identity';
import { RESET_COMPLETE_PATH, RESET_REQUEST_PATH } from '../../src/server/routes/password-reset';
import {
  bearer,
  byProcess,
  Client,
  client,
  expectSeveralProcesses,
  IDENTITY_PATH,
  login,
  ORG,
  onEveryProcess,
  sentMessages,
  register,
  TEST_PASSWORD,
  tokenOf,
  type Answer,
} from './fleet-client';

const NEW_PASSWORD = 'Lantern!Harbor2027';
const WRONG_PASSWORD = 'Not!ThePassword99';

const identity = (jwt: string) => client().get(IDENTITY_PATH, bearer(jwt));
const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);

/** Five wrong passwords for the account from one client, spread over the processes. */
async function lockOut(email: string): Promise<Answer[]> {
  const guesser = new Client();
  const guesses: Answer[] = [];
  for (let i = 0; i < 5; i += 1) guesses.push(await login(guesser, email, WRONG_PASSWORD));
  expectSeveralProcesses(guesses);
  expect(statuses(guesses), 'each wrong password is answered 401').toEqual([401, 401, 401, 401, 401]);
  return guesses;
}

describe('across processes', () => {
  it('a logout on one process refuses the token on every process at once', async () => {
    const { jwt } = await register();
    const before = await onEveryProcess(() => identity(jwt));
    expect(statuses(before), byProcess(before)).toEqual([200, 200, 200]);

    const logout = await client().post(LOGOUT_PATH, undefined, bearer(jwt));
    expect(logout.status, logout.text).toBe(204);
    const after = await onEveryProcess(() => identity(jwt));
    expect(statuses(after), `after the logout on ${logout.upstream}: ${byProcess(after)}`).toEqual([401, 401, 401]);
  });

  it('a password reset ends every earlier session and lifts the lockout on every process', async () => {
    const { email, jwt: registered } = await register();
    const signedIn = await login(new Client(), email);
    expect(signedIn.status).toBe(200);
    await lockOut(email);

    const requested = await client().post(`${RESET_REQUEST_PATH}?organization=${ORG}`, { email });
    expect(requested.status, requested.text).toBe(202);
    const [message] = await sentMessages(email, 'passwordReset');
    expect(message, 'the reset link is in the outbox').toBeDefined();
    const completed = await client().post(RESET_COMPLETE_PATH, { token: tokenOf(message!.links[0]!.url), password: NEW_PASSWORD });
    expect(completed.status, completed.text).toBe(204);

    for (const jwt of [registered, signedIn.json.jwt as string]) {
      const refused = await onEveryProcess(() => identity(jwt));
      expect(statuses(refused), `a session from before the reset on ${completed.upstream}: ${byProcess(refused)}`).toEqual([401, 401, 401]);
    }
    // The lockout is lifted everywhere, and a session signed after the reset works everywhere.
    const logins = await onEveryProcess(() => login(new Client(), email, NEW_PASSWORD));
    expect(statuses(logins), `signing in with the new password: ${byProcess(logins)}`).toEqual([200, 200, 200]);
    for (const signIn of logins) {
      const used = await onEveryProcess(() => identity(signIn.json.jwt));
      expect(statuses(used), `a session signed on ${signIn.upstream} after the reset: ${byProcess(used)}`).toEqual([200, 200, 200]);
    }
  });

  it('five wrong passwords across processes lock the account on every process, even with the right password', async () => {
    const { email } = await register();
    await lockOut(email);
    const sixth = await onEveryProcess(() => login(new Client(), email, TEST_PASSWORD));
    expect(statuses(sixth), `the attempt after five wrong passwords: ${byProcess(sixth)}`).toEqual([429, 429, 429]);
  });
});
