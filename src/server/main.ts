// `npm start` / `npm run serve`: serves dist/ and the sandbox API. Settings come from the
// environment (see config.ts); logs are pino JSON lines on stdout.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readServerConfig, type ServerConfig } from './config';
import { loadTokenSecret, TokenSigner } from './auth/tokens';
import { claimDataFolder, dataFolderError } from './data-folder';
import { exposedAddresses } from './exposed-addresses';
import { loadOutboxKey, outboxLink } from './outbox-key';
import { StartUpError } from './start-up-error';

// Before anything is created: what the server and its database write (SSNs, bank accounts, the token secret)
// is its user's only, whatever umask it was started with.
process.umask(0o077);

/** A refusal is for the person starting the server: its message alone, no stack trace. */
function refuse(error: unknown): never {
  if (!(error instanceof StartUpError)) throw error;
  console.error(error.message);
  process.exit(1);
}

async function orRefuse<T>(step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    return refuse(error);
  }
}

let config: ServerConfig;
try {
  config = readServerConfig(process.env);
} catch (error) {
  refuse(error);
}

if (!existsSync(path.join(config.distDir, 'index.html'))) {
  console.error(
    `No web build at ${path.relative(process.cwd(), config.distDir) || '.'}/index.html: run \`npm run build\` first (npm start does both).`,
  );
  process.exit(1);
}
// Locked for the embedded database, before it opens; a fleet on PostgreSQL may share the folder (docs/decisions.md).
const dataFolder = await orRefuse(claimDataFolder(config.dataDir, { exclusive: !config.databaseUrl }));
process.on('exit', () => dataFolder.release());
const tokenSecret = await orRefuse(loadTokenSecret(config.dataDir, process.env.TOKEN_SECRET, Boolean(config.databaseUrl)));
const outboxKey = config.sandbox ? await orRefuse(loadOutboxKey(config.dataDir)) : undefined;

// The server itself is loaded after the checks above, so a refusal comes at once.
const [{ openDatabase }, { LenderDirectory }, { buildServer }] = await Promise.all([
  import('./db/database'),
  import('./lender-directory'),
  import('./app'),
]);
const db = await orRefuse(
  openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize }).catch((error: unknown) => {
    // The embedded database writes under the data folder: a read-only or full one is the person's to fix.
    throw config.databaseUrl ? error : dataFolderError(error, config.dataDir);
  }),
);
// PGlite gives the files of a new database modes of its own (0666), which the umask does not reach.
await dataFolder.makePrivate();
const api = {
  db,
  lenders: await LenderDirectory.load(),
  tokens: new TokenSigner(tokenSecret),
  sandbox: config.sandbox,
  clientLimitScale: config.clientLimitScale,
  ...(outboxKey ? { outboxKey } : {}),
};
const app = await buildServer({
  distDir: config.distDir,
  api,
  previewArea: config.previewArea,
  serverRender: config.serverRender,
  trustProxy: config.trustProxy,
  production: config.production,
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
    dataFolder.release();
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
  const exposed = exposedAddresses(app.addresses());
  if (config.sandbox && exposed.length > 0) {
    app.log.warn(
      { addresses: exposed },
      "The sandbox controls are reachable from other machines: anyone who can reach this server can register, try the personas, read the sandbox outbox with its key (reset and invitation links included) and, with a borrower's token, change that application by hand. Unset HOST (or set HOST=localhost) to keep them on this machine.",
    );
  }
  app.log.info({ sandbox: config.sandbox, previewArea: config.previewArea, dataDir: config.dataDir }, 'ready');
  // As a notebook server prints its token's link: the one way into the outbox's messages.
  const [listening] = app.addresses();
  if (outboxKey && listening && typeof listening !== 'string')
    app.log.info({ url: outboxLink(config.host, listening, outboxKey) }, 'outbox');
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}
