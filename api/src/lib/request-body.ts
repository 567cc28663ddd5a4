// Reads a request body whole within a limit. Over the limit the rest is still read and thrown away (up to a ceiling)
// before the 413 is answered: a proxy in front (the Node gateway, nginx) streams the body it was given, and an answer
// sent while it is still writing, followed by the connection closing, reaches it as a broken upstream — the shopper got
// a 503 and the next request on that connection hung. Read to the end, the refusal is an ordinary answer.
import type { Readable } from 'node:stream';
import { AppError } from './errors.js';

/** Fastify's default bodyLimit: no JSON body of the shop comes near it. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Past this a refused body's sender is cut off instead of being read to the end (nginx's own limit is 40 MB). */
export const DRAIN_LIMIT = 64 * 1024 * 1024;

export function readBodyWithin(payload: Readable, limit: number, done: (error: Error | null, body?: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (error: Error | null, body?: Buffer) => {
    if (finished) return;
    finished = true;
    done(error, body);
  };
  const tooLarge = () => new AppError(413, 'error.request.tooLarge');
  payload.on('data', (chunk: Buffer | string) => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size <= limit) {
      chunks.push(buffer);
      return;
    }
    chunks.length = 0;
    if (size > DRAIN_LIMIT) {
      payload.destroy();
      finish(tooLarge());
    }
  });
  payload.on('end', () => finish(size > limit ? tooLarge() : null, size > limit ? undefined : Buffer.concat(chunks, size)));
  payload.on('error', (error) => finish(error));
  payload.on('close', () => finish(size > limit ? tooLarge() : new AppError(400, 'error.request.invalid')));
}
