// Writes fields the sandbox control refuses (who may sign an application), as the back office would.
import { anyApplication, saveApplication } from '../applications';
import type { Database } from '../db/database';

export async function writeApplicationFields(db: Database, uuid: string, fields: Record<string, unknown>): Promise<void> {
  const application = await anyApplication(db, uuid);
  if (!application) throw new Error(`no application ${uuid}`);
  Object.assign(application.document, fields);
  await saveApplication(db, application);
}
