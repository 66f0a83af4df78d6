// Vitest's global setup: one embedded database, migrated once, that every server test file loads
// into memory. Creating and migrating a PGlite database per file cost several seconds each on a
// 2-core machine. Against PostgreSQL (TEST_DATABASE_URL) each file migrates its own, as before.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/database';
import { PGlitePool } from '../db/pglite-pool';
import type { DatabaseSchema } from '../db/schema';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template's file, or '' when tests run against PostgreSQL. */
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('databaseTemplate', '');
    return async () => {};
  }
  const pglite = await PGlite.create();
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) as never }) });
  await migrate(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'heloc-db-template-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
