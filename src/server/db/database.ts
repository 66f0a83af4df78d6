import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { Kysely, Migrator, PostgresDialect, type Migration, type Transaction } from 'kysely';
import * as initial from './migrations/001-initial';
import * as services from './migrations/002-services';
import * as applicationVersion from './migrations/003-application-version';
import * as revokedTokens from './migrations/004-revoked-tokens';
import * as outbox from './migrations/005-outbox';
import * as passwordResets from './migrations/006-password-resets';
import * as esignConsents from './migrations/007-esign-consents';
import * as sharedCounts from './migrations/008-shared-counts';
import * as liveChats from './migrations/009-live-chats';
import * as registrationHandovers from './migrations/010-registration-handovers';
import * as smsConsents from './migrations/011-sms-consents';
import { advisoryLocks, attachCrossProcessLock } from './cross-process-lock';
import { PGlitePool } from './pglite-pool';
import type { DatabaseSchema } from './schema';

export type Database = Kysely<DatabaseSchema>;
/** The database or a transaction on it: what a write that may be part of a larger one takes. */
export type Executor = Database | Transaction<DatabaseSchema>;

/** Migrations in order; append, never edit a released one. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-services': services,
  '003-application-version': applicationVersion,
  '004-revoked-tokens': revokedTokens,
  '005-outbox': outbox,
  '006-password-resets': passwordResets,
  '007-esign-consents': esignConsents,
  '008-shared-counts': sharedCounts,
  '009-live-chats': liveChats,
  '010-registration-handovers': registrationHandovers,
  '011-sms-consents': smsConsents,
};

export interface DatabaseOptions {
  /** postgres://… runs against a PostgreSQL server; otherwise PGlite under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** With databaseUrl: the most connections this process holds (DATABASE_POOL_SIZE); 10 when absent. */
  poolSize?: number;
  /** With databaseUrl: how long a query waits for a free connection before it fails; CONNECTION_TIMEOUT_MS when absent. */
  connectionTimeoutMs?: number;
  /**
   * Without databaseUrl: an embedded database to start from, kept in memory instead of under
   * dataDir (tests load one migrated copy rather than creating and migrating a database per file).
   */
  template?: Blob;
}

/** How long a request waits for a free connection before it fails, rather than queueing for ever on an exhausted pool. */
export const CONNECTION_TIMEOUT_MS = 10_000;
/** How the server's connections show in pg_stat_activity. */
export const APPLICATION_NAME = 'heloc-sandbox';

/** A pool of connections to the PostgreSQL server at `databaseUrl`, named in pg_stat_activity by `name`. */
async function postgresPool(options: DatabaseOptions & { databaseUrl: string }, name: string): Promise<pg.Pool> {
  const { default: pgModule } = await import('pg');
  return new pgModule.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS,
    application_name: name,
  });
}

async function createDialect(options: DatabaseOptions): Promise<PostgresDialect> {
  const { databaseUrl, dataDir, template } = options;
  if (databaseUrl) return new PostgresDialect({ pool: await postgresPool({ ...options, databaseUrl }, APPLICATION_NAME) });
  const { PGlite } = await import('@electric-sql/pglite');
  if (template) return new PostgresDialect({ pool: new PGlitePool(await PGlite.create({ loadDataDir: template })) as never });
  const dir = path.join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const pglite = await PGlite.create(dir);
  return new PostgresDialect({ pool: new PGlitePool(pglite) as never });
}

/** Brings a database's schema up to date. */
export async function migrate(db: Database): Promise<void> {
  const { error, results } = await new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${(error as Error)?.message ?? 'unknown error'}`);
  }
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const db = new Kysely<DatabaseSchema>({ dialect: await createDialect(options) });
  if (options.databaseUrl) {
    // Other processes may share this PostgreSQL: writers of one application take turns across them.
    const lock = advisoryLocks(await postgresPool({ ...options, databaseUrl: options.databaseUrl }, `${APPLICATION_NAME} locks`));
    attachCrossProcessLock(db, lock);
    const destroy = db.destroy.bind(db);
    db.destroy = async () => {
      await destroy();
      await lock.end();
    };
  }
  await migrate(db);
  return db;
}
