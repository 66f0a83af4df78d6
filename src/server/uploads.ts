// Borrower uploads: one file per request, at most UPLOAD_LIMIT_BYTES, whose type is read from its
// first bytes (never trusted from the name or the declared type). Password-protected PDFs are
// refused, since the lender could not read them.
import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { HttpError } from './auth/authenticate';
import type { Database } from './db/database';
import { unstorableTextMessage } from './storable-text';
import { refuse } from './refusals';

export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

export type UploadType = 'application/pdf' | 'image/jpeg' | 'image/png';

const SIGNATURES: ReadonlyArray<[UploadType, number[]]> = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

const EXTENSIONS: Record<UploadType, string> = { 'application/pdf': '.pdf', 'image/jpeg': '.jpg', 'image/png': '.png' };

export function sniffType(content: Buffer): UploadType | null {
  for (const [type, signature] of SIGNATURES) {
    if (content.length >= signature.length && signature.every((byte, i) => content[i] === byte)) return type;
  }
  return null;
}

async function isPasswordProtected(content: Buffer): Promise<boolean> {
  try {
    return (await PDFDocument.load(content, { updateMetadata: false, ignoreEncryption: true })).isEncrypted;
  } catch {
    throw refuse(400, 'unreadablePdf');
  }
}

/** Registers multipart parsing in the calling plugin's scope only. */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, fieldSize: 1024 } });
}

export interface Upload {
  filename: string;
  contentType: UploadType;
  content: Buffer;
  /** Text fields sent with the file. */
  fields: Record<string, string>;
}

/** Reads the single file of a multipart request and checks what it really is. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data');
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch {
    throw refuse(400, 'unreadableUpload');
  }
  if (!file) throw refuse(400, 'noFile');
  let content: Buffer;
  try {
    content = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(413, 'tooLarge');
    throw error;
  }
  const contentType = sniffType(content);
  if (!contentType) throw refuse(415, 'unsupportedFile');
  if (contentType === 'application/pdf' && (await isPasswordProtected(content))) throw refuse(400, 'protectedPdf');
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(file.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }
  const unstorable = unstorableTextMessage(fields);
  if (unstorable) throw new HttpError(400, unstorable);
  // Keep a safe display name only: no path, no control characters, and the extension of what the
  // file really is, so a download can never be opened as something else ('statement.html' → '.pdf').
  const base = (file.filename.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const filename = `${base.replace(/[^\w .()-]/g, '_').slice(0, 120) || 'upload'}${EXTENSIONS[contentType]}`;
  return { filename, contentType, content, fields };
}

export interface StoredDocument {
  uuid: string;
  type: string;
  filename: string;
  contentType: string;
  size: number;
  conditionUuid: string | null;
  created: string;
}

export async function storeDocument(
  db: Database,
  target: { applicationUuid: string; identityUuid: string; conditionUuid?: string },
  type: string,
  upload: Upload,
): Promise<StoredDocument> {
  const row = await db
    .insertInto('documents')
    .values({
      uuid: randomUUID(),
      application_uuid: target.applicationUuid,
      identity_uuid: target.identityUuid,
      condition_uuid: target.conditionUuid ?? null,
      type,
      filename: upload.filename,
      content_type: upload.contentType,
      size: upload.content.length,
      content: upload.content,
    })
    .returning(['uuid', 'type', 'filename', 'content_type', 'size', 'condition_uuid', 'created_at'])
    .executeTakeFirstOrThrow();
  return {
    uuid: row.uuid,
    type: row.type,
    filename: row.filename,
    contentType: row.content_type,
    size: row.size,
    conditionUuid: row.condition_uuid,
    created: new Date(row.created_at).toISOString(),
  };
}
