// `npm start` / `npm run serve`: serves dist/ and the sandbox API. Settings come from the
// environment (see config.ts); logs are pino JSON lines on stdout.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildServer } from './app';
import { readServerConfig } from './config';
import { loadTokenSecret, TokenSigner } from './auth/tokens';
import { openDatabase } from './db/database';
import { LenderDirectory } from './lender-directory';

const config = readServerConfig(process.env);

if (!existsSync(path.join(config.distDir, 'index.html'))) {
  console.error(
    `No web build at ${path.relative(process.cwd(), config.distDir) || '.'}/index.html: run \`npm run build\` first (npm start does both).`,
  );
  process.exit(1);
}
await mkdir(config.dataDir, { recursive: true });

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: config.dataDir });
const api = {
  db,
  lenders: await LenderDirectory.load(),
  tokens: new TokenSigner(await loadTokenSecret(config.dataDir)),
  sandbox: config.sandbox,
  clientLimitScale: config.clientLimitScale,
};
const app = await buildServer({
  distDir: config.distDir,
  api,
  logger: {
    level: config.logLevel,
    // Belt and braces: default serializers omit headers, but a route logging a request must not leak these.
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
  },
});

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Open keep-alive connections or a stuck plugin must not keep the process alive for ever.
  setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, 10_000).unref();
  try {
    await app.close();
    await db.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ sandbox: config.sandbox, dataDir: config.dataDir }, 'ready');
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}
