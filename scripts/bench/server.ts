// The production server for a benchmark: the given build plus the sandbox API on a fresh embedded
// database, listening on the first free port of the bench range.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../src/server/app';
import { TokenSigner } from '../../src/server/auth/tokens';
import { openDatabase } from '../../src/server/db/database';
import { LenderDirectory } from '../../src/server/lender-directory';
import {
  bearer,
  createHeloc,
  registerBorrower,
  sandboxControl,
  TEST_PASSWORD,
  uniqueEmail,
  waitForOffers,
} from '../../src/server/testing/borrower';
import { giveEsignConsent } from '../../src/server/testing/esign';

/** Ports set aside for benchmarks, so a run never collides with the e2e server or `npm start`. */
const PORTS = [8150, 8151, 8152, 8153, 8154, 8155, 8156, 8157, 8158, 8159];

export interface BenchServer {
  origin: string;
  /**
   * A borrower with a pre-qualified application (offers ready) who has consented to electronic
   * records, as everyone past registration has: its token and application id.
   */
  borrower(org: string): Promise<{ token: string; uuid: string }>;
  /** Puts the application in a sandbox state (the state control), as its borrower. */
  setState(token: string, uuid: string, state: object): Promise<void>;
  /**
   * A co-owner who accepted the invitation of a borrower (a jointly owned home, at CO_DEED_REQ):
   * the co-owner's token for the signer area and the application's id.
   */
  signer(org: string): Promise<{ token: string; uuid: string }>;
  close(): Promise<void>;
}

export async function startBenchServer(distDir: string, options: { withoutCsp?: boolean } = {}): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'heloc-bench-web-'));
  const db = await openDatabase({ dataDir, databaseUrl: undefined });
  const app = await buildServer({
    distDir,
    api: { db, lenders: await LenderDirectory.load(), tokens: new TokenSigner(randomBytes(32)), sandbox: true },
  });
  // The naive build compiles validators at run time (new Function), which our CSP forbids; a site
  // built that way would have no such policy, so its server sends none.
  if (options.withoutCsp)
    app.addHook('onSend', async (_request, reply, payload) => (reply.removeHeader('content-security-policy'), payload));
  let origin = '';
  for (const port of PORTS) {
    try {
      origin = await app.listen({ port, host: '127.0.0.1' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  if (!origin) throw new Error(`no free port among ${PORTS.join(', ')}`);
  const server: BenchServer = {
    origin,
    async borrower(org) {
      const { jwt } = await registerBorrower(app, org);
      await giveEsignConsent(app, jwt);
      const created = await createHeloc(app, jwt);
      if (created.statusCode !== 201) throw new Error(`create-HELOC failed: ${created.statusCode} ${created.body}`);
      const uuid = created.json().uuid as string;
      await waitForOffers(app, jwt, uuid);
      return { token: `Bearer ${jwt}`, uuid };
    },
    async setState(token, uuid, state) {
      const res = await sandboxControl(app, token.replace(/^Bearer /, ''), uuid, 'state', state);
      if (res.statusCode !== 200) throw new Error(`sandbox state failed: ${res.statusCode} ${res.body}`);
    },
    async signer(org) {
      const { token, uuid } = await server.borrower(org);
      await server.setState(token, uuid, { checklistStatus: 'CO_DEED_REQ', property: { ownership: 'JOINT' } });
      const jwt = token.replace(/^Bearer /, '');
      const named = await app.inject({
        method: 'POST',
        url: `/service-application/api/v1/application/heloc/${uuid}/signing/co-deeders`,
        headers: bearer(jwt),
        payload: { coDeeders: [{ firstName: 'Charles', lastName: 'Babbage', email: uniqueEmail('bench.coowner') }] },
      });
      if (named.statusCode !== 200) throw new Error(`co-deeders failed: ${named.statusCode} ${named.body}`);
      const invitations = await app.inject({ url: `/sandbox/api/v1/applications/${uuid}/signer-invitations`, headers: bearer(jwt) });
      const [invitation] = invitations.json() as Array<{ url: string }>;
      const accepted = await app.inject({
        method: 'POST',
        url: '/service-application/external/api/v1/heloc-signer/invitations/accept',
        payload: { token: new URL(invitation!.url, 'http://x').searchParams.get('token'), password: TEST_PASSWORD },
      });
      if (accepted.statusCode !== 200) throw new Error(`invitation accept failed: ${accepted.statusCode} ${accepted.body}`);
      return { token: String(accepted.headers['authorization']), uuid };
    },
    async close() {
      await app.close();
      await db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
