import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface IdentityTable {
  uuid: string;
  email: string;
  password_hash: string;
  phone_number: string | null;
  type: string;
  org_code: string;
  profile: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface ApplicationTable {
  uuid: string;
  identity_uuid: string;
  org_code: string;
  loan_number: string;
  checklist_status: string;
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IdempotencyKeyTable {
  identity_uuid: string;
  key: string;
  request_hash: string;
  application_uuid: string;
  created_at: Timestamp;
}

export interface WaitlistTable {
  id: Generated<number>;
  org_code: string;
  entry: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface DatabaseSchema {
  identities: IdentityTable;
  applications: ApplicationTable;
  idempotency_keys: IdempotencyKeyTable;
  waitlist: WaitlistTable;
}
