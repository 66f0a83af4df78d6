// Builds a server with a fresh embedded database for API tests (PostgreSQL when TEST_DATABASE_URL is set).
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildServer, type ApiContext, type ApiRoutePlugin, type ServerOptions } from '../app';
import { TokenSigner } from '../auth/tokens';
import { openDatabase } from '../db/database';
import { LenderDirectory } from '../lender-directory';

/** The outbox key every test server takes (header X-Outbox-Key); tests of the outbox send it. */
export const TEST_OUTBOX_KEY = 'test-outbox-key-0123456789abcdef';

export interface TestApi {
  app: FastifyInstance;
  context: ApiContext;
  /** The embedded database's folder (unused when TEST_DATABASE_URL points at PostgreSQL). */
  dataDir: string;
  close(): Promise<void>;
}

export interface TestApiOptions {
  sandbox?: boolean;
  /** A clock the test controls; the real one otherwise. */
  now?: () => number;
  /** The embedded database under dataDir, as the server keeps it, rather than the in-memory template. */
  onDisk?: boolean;
  /** A build to serve beside the API. */
  distDir?: string;
  /** TRUST_PROXY's setting (src/server/trust-proxy.ts); none by default, as in use. */
  trustProxy?: ServerOptions['trustProxy'];
  /** Production mode (NODE_ENV=production). */
  production?: boolean;
}

export async function createTestApi(
  routes: readonly ApiRoutePlugin[],
  { sandbox = true, now, onDisk = false, distDir, trustProxy, production }: TestApiOptions = {},
): Promise<TestApi> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'heloc-api-'));
  // The migrated template from the global setup (database-template.ts), when on the embedded database.
  const templateFile = onDisk ? '' : inject('databaseTemplate');
  const template = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
  const db = await openDatabase({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL, ...(template ? { template } : {}) });
  const context: ApiContext = {
    db,
    lenders: await LenderDirectory.load(),
    tokens: new TokenSigner(Buffer.from('test-token-secret-0123456789abcdef')),
    sandbox,
    // Test servers share one PostgreSQL in the PostgreSQL stage: each keeps counts of its own.
    countNamespace: `${randomUUID()} `,
    outboxKey: TEST_OUTBOX_KEY,
    ...(now ? { now } : {}),
  };
  const app = await buildServer({ distDir: distDir ?? null, api: context, apiRoutes: routes, trustProxy, production });
  return {
    app,
    context,
    dataDir,
    async close() {
      await app.close();
      await db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
