// A real SMTP server on a free local port (smtp-server), collecting every message it receives: tests send through
// nodemailer exactly as production does and read what arrived. decodeText() turns the raw MIME into readable text.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> for smtpMailer(). */
  url: string;
  messages: ReceivedMail[];
  /** Makes the server refuse the next messages (a 550 after DATA) until called with false. */
  refuse(on: boolean): void;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    // Plain SMTP on localhost: no STARTTLS offer (nodemailer would try it and refuse the self-signed certificate), no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing) {
          callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse(on) { refusing = on; },
    close: () => new Promise<void>((resolve) => { server.close(() => resolve()); }),
  };
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, ''); // soft line breaks
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    const hex = text.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) => (kind.toUpperCase() === 'B'
    ? Buffer.from(data, 'base64').toString('utf8')
    : decodeQuotedPrintable(data.replace(/_/g, ' '))));
}

/** Header value (unfolded, encoded words decoded) of a raw message or MIME part. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? undefined : decodeEncodedWords(line.slice(name.length + 1).trim());
}

/** The text/plain body of a message (single part or the first text/plain part of a multipart one), decoded, with \n line ends. */
export function decodeText(raw: string): string {
  return decodeBody(raw).replace(/\r\n/g, '\n');
}

function decodeBody(raw: string): string {
  const contentType = header(raw, 'content-type') ?? 'text/plain';
  const split = raw.search(/\r?\n\r?\n/);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (boundary && contentType.toLowerCase().startsWith('multipart/')) {
    const parts = body.split(`--${boundary}`).slice(1).filter((p) => !p.startsWith('--'));
    const plain = parts.map((p) => p.replace(/^\r?\n/, '')).find((p) => (header(p, 'content-type') ?? '').toLowerCase().startsWith('text/plain'));
    return plain === undefined ? '' : decodeBody(plain);
  }
  const encoding = (header(raw, 'content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}
