// Reads the multipart body of a claim: the `claim` JSON field first, checked by the caller before any attachment is
// read (a refused claim costs no upload), then up to 5 `attachments`, held in memory within the limits (10 MB each,
// 32 MB in all) and refused as soon as a limit is crossed, without reading the rest. The type of a file is what its
// first bytes say, not its name or the type the browser declared.
import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { AppError, FieldValidationError, type FieldErrorSpec } from '../../lib/errors.js';
import { CLAIM_LIMITS, type FileType } from './schemas.js';
import { controlCharacterPaths } from '../../lib/schemas.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';

export interface UploadedFile {
  fileName: string;
  mimeType: FileType;
  content: Buffer;
}

export interface ClaimUpload<T> {
  /** What checkClaim made of the `claim` field. */
  claim: T;
  files: UploadedFile[];
}

/**
 * Judges the parsed `claim` field (undefined when the body has none) as soon as it arrives, before any attachment is
 * read; throws to refuse the upload (what it throws is the answer), else returns the checked claim.
 */
export type CheckClaim<T> = (claim: unknown) => Promise<T>;

/** Busboy's limits for this route (the plugin is registered inside the claims module only). */
export const MULTIPART_LIMITS = {
  fileSize: CLAIM_LIMITS.maxFileBytes,
  files: CLAIM_LIMITS.maxFiles,
  // The claim JSON is at most a few KB (about 2,500 characters of text); 64 KB leaves room for escaping.
  fieldSize: 64 * 1024,
  fields: 10,
  parts: CLAIM_LIMITS.maxFiles + 10,
  headerPairs: 200,
};

const MB = 1024 * 1024;
const attachmentError = (identifier: FieldErrorSpec['identifier'], params: FieldErrorSpec['params'] = {}) =>
  new FieldValidationError([{ fieldName: 'attachments', identifier, params }]);

/** %PDF- or the JPEG start-of-image marker FF D8 FF. */
export function sniffFileType(head: Uint8Array): FileType | null {
  if (head.length >= 5 && head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46 && head[4] === 0x2d) return 'application/pdf';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * A file name safe to store and to send back in Content-Disposition: no path, no control characters, at most 120
 * characters, and the extension of the type the bytes have (a PDF named .jpg would open in the wrong program).
 */
export function cleanFileName(raw: string, type: FileType): string {
  // eslint-disable-next-line no-control-regex
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '').slice(0, 110).trim() || 'adjunto';
  return `${stem}${type === 'application/pdf' ? '.pdf' : '.jpg'}`;
}

async function readFile(part: MultipartFile, bytesBefore: number): Promise<UploadedFile | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let type: FileType | null = null;
  const name = part.filename || 'adjunto';
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    // busboy stops a file at maxFileBytes and marks it truncated; the check below the loop reports that.
    if (bytesBefore + size > CLAIM_LIMITS.maxTotalBytes) throw attachmentError('error.claims.filesTooLarge', { maxMb: CLAIM_LIMITS.maxTotalBytes / MB });
    chunks.push(chunk);
    if (type === null && size >= 5) {
      type = sniffFileType(Buffer.concat(chunks).subarray(0, 5));
      if (type === null) throw attachmentError('error.claims.fileType', { name });
    }
  }
  if (part.file.truncated) throw attachmentError('error.claims.fileTooLarge', { maxMb: CLAIM_LIMITS.maxFileBytes / MB, name });
  // An empty file input of a plain HTML form arrives as a nameless empty part: nothing was attached.
  if (size === 0 && !part.filename) return null;
  if (size === 0) throw attachmentError('error.claims.fileEmpty', { name });
  const content = Buffer.concat(chunks, size);
  type ??= sniffFileType(content);
  if (type === null) throw attachmentError('error.claims.fileType', { name });
  return { fileName: cleanFileName(name, type), mimeType: type, content };
}

function parseClaimField(value: unknown): unknown {
  let parsed = value; // sent with Content-Type application/json: the plugin parsed it
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      throw new FieldValidationError([{ fieldName: 'claim', identifier: 'error.claims.claimJson' }]);
    }
  }
  // The text rule every JSON body obeys (the validator compiler never sees this one: it arrives inside the multipart body).
  const controls = controlCharacterPaths(parsed);
  if (controls.length) {
    throw new FieldValidationError(controls.map((path) => ({ fieldName: path.join('.') || 'claim', identifier: 'error.validation.controlCharacters' })));
  }
  return parsed;
}

/**
 * A body busboy could not read as multipart (no boundary, a part cut short, a broken part header): plain Errors from the
 * parser, or the plugin's own for a stream closed early. A TypeError or the like is a bug and stays one.
 */
function isBrokenMultipart(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return true;
  return error instanceof Error && error.constructor === Error && code === undefined && !isDatabaseUnavailable(error);
}

/** The plugin's limit errors as the error body the form understands. */
function translateMultipartError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return attachmentError('error.claims.tooManyFiles', { max: CLAIM_LIMITS.maxFiles });
    case 'FST_REQ_FILE_TOO_LARGE':
      return attachmentError('error.claims.fileTooLarge', { maxMb: CLAIM_LIMITS.maxFileBytes / MB, name: '' });
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new FieldValidationError([{ fieldName: 'claim', identifier: 'error.claims.claimJson' }]);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, 'error.request.tooLarge');
    case 'FST_PROTO_VIOLATION':
      return new AppError(400, 'error.request.invalid');
    default:
      return error;
  }
}

/** Past this, a refused upload's sender is cut off instead of being read to the end. */
const DISCARD_MAX_BYTES = 64 * MB;

/**
 * After a refusal part-way through the body: read the rest and throw it away, so the client (which sends the whole
 * body before it reads the answer) finishes sending and receives the error body on the same connection. Node does this
 * by itself for a body nobody started to read; this one was started. A sender going on far beyond any valid claim is
 * disconnected.
 */
function discardRest(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_MAX_BYTES) raw.destroy();
  });
  raw.resume();
}

/**
 * The claim must come before the files (the shop's form sends it first): it is checked the moment it arrives, so a
 * refused claim (its fields, or a proof of work that does not hold) is answered before a byte of any file is read.
 */
export async function readClaimUpload<T>(request: FastifyRequest, checkClaim: CheckClaim<T>): Promise<ClaimUpload<T>> {
  if (!request.isMultipart()) throw new AppError(415, 'error.claims.multipartRequired');
  let checked: { claim: T } | undefined;
  const files: UploadedFile[] = [];
  let total = 0;
  // While the caller judges the claim, what fails is its own (a refusal, the database): passed on as it is.
  let judging = false;
  const judge = async (claim: unknown): Promise<{ claim: T }> => {
    judging = true;
    const result = { claim: await checkClaim(claim) };
    judging = false;
    return result;
  };
  try {
    const parts: AsyncIterableIterator<Multipart> = request.parts({ limits: MULTIPART_LIMITS });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'claim') continue; // unknown fields are ignored, like unknown JSON keys
        if (checked || part.valueTruncated) throw new FieldValidationError([{ fieldName: 'claim', identifier: 'error.claims.claimJson' }]);
        checked = await judge(parseClaimField(part.value));
        continue;
      }
      if (!checked) throw new FieldValidationError([{ fieldName: 'claim', identifier: 'error.claims.claimFirst' }]);
      if (part.fieldname !== 'attachments') {
        throw new FieldValidationError([{ fieldName: part.fieldname, identifier: 'error.claims.unexpectedFile' }]);
      }
      const file = await readFile(part, total);
      if (!file) continue;
      total += file.content.length;
      files.push(file);
    }
    checked ??= await judge(undefined);
  } catch (error) {
    discardRest(request);
    if (!judging && !(error instanceof AppError) && isBrokenMultipart(error)) {
      request.log.info({ err: error }, 'claims: unreadable multipart body');
      throw new AppError(400, 'error.request.formIncomplete');
    }
    throw translateMultipartError(error);
  }
  return { claim: checked.claim, files };
}
