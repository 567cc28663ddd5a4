// The pure parts of `npm run ops`: argument parsing, where the token comes from, and the call with its messages.
// src/ops-cli.ts only wires them to process.argv, the environment, fetch and the exit code.
import fs from 'node:fs';
import type { OrderStatus } from '../../db/types.js';
import { isOrderStatus, PROGRESS } from '../orders/rules.js';
import { opsTokenFile } from './token.js';

export const USAGE = `Usage: npm run ops -- order advance <orderNumber> [--to STATUS]

Moves an order to its next status (or to a later STATUS) through the staff API.
  STATUS: ${PROGRESS.slice(1).join(', ')}
Environment: OPS_API_URL (default http://localhost:8080), OPS_TOKEN (default: the file the development API writes,
<repo>/.data/ops-token, or OPS_TOKEN_FILE).`;

export type OpsCommand =
  | { kind: 'help' }
  | { kind: 'advance'; orderNumber: string; to?: OrderStatus };

/** Parses `order advance <orderNumber> [--to STATUS | --to=STATUS]`; throws an Error with the reason otherwise. */
export function parseOpsArgs(argv: readonly string[]): OpsCommand {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) return { kind: 'help' };
  const [noun, verb, ...rest] = argv;
  if (noun !== 'order' || verb !== 'advance') throw new Error(`Unknown command "${argv.slice(0, 2).join(' ')}"`);
  let orderNumber: string | undefined;
  let to: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    if (arg === '--to') {
      to = rest[++i];
      if (to === undefined) throw new Error('--to needs a status');
    } else if (arg.startsWith('--to=')) {
      to = arg.slice('--to='.length);
    } else if (arg.startsWith('-')) {
      throw new Error(`Unknown option ${arg}`);
    } else if (orderNumber === undefined) {
      orderNumber = arg;
    } else {
      throw new Error(`Unexpected argument ${arg}`);
    }
  }
  if (!orderNumber) throw new Error('Missing <orderNumber>');
  if (to === undefined) return { kind: 'advance', orderNumber };
  const status = to.toUpperCase();
  if (!isOrderStatus(status)) throw new Error(`Unknown status ${to}`);
  return { kind: 'advance', orderNumber, to: status };
}

/** OPS_TOKEN, else the development token file; null when neither exists. */
export function readOpsToken(env: NodeJS.ProcessEnv, repoRoot: string): { token: string; source: string } | null {
  const fromEnv = env.OPS_TOKEN?.trim();
  if (fromEnv) return { token: fromEnv, source: 'OPS_TOKEN' };
  const file = opsTokenFile(env, repoRoot);
  try {
    const token = fs.readFileSync(file, 'utf8').trim();
    return token ? { token, source: file } : null;
  } catch {
    return null;
  }
}

export const apiBase = (env: NodeJS.ProcessEnv): string => (env.OPS_API_URL?.trim() || 'http://localhost:8080').replace(/\/+$/, '');

export interface CliResult { exitCode: number; out?: string; err?: string }

interface ErrorBody { errors?: { general?: { identifier?: string; message?: string }[]; fieldsErrors?: { message?: string }[] } }

/** Calls the staff API and turns every outcome into a line for the operator. */
export async function advanceViaApi(command: { orderNumber: string; to?: OrderStatus }, base: string, token: string,
  fetchImpl: typeof fetch = fetch): Promise<CliResult> {
  const url = `${base}/api/ops/orders/${encodeURIComponent(command.orderNumber)}/advance`;
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify(command.to ? { to: command.to } : {}),
    });
  } catch (error) {
    const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    return { exitCode: 3, err: `Could not reach the API at ${base} (${reason}). Is it running? Start it with \`npm start\` or \`npm run dev\`, or set OPS_API_URL.` };
  }
  const body = (await res.json().catch(() => ({}))) as ErrorBody & { status?: string; previousStatus?: string; orderNumber?: string };
  const identifier = body.errors?.general?.[0]?.identifier;
  const message = body.errors?.general?.[0]?.message ?? body.errors?.fieldsErrors?.[0]?.message;
  if (res.ok) return { exitCode: 0, out: `${body.orderNumber}: ${body.previousStatus} → ${body.status}` };
  if (res.status === 401) {
    return { exitCode: 2, err: 'The API refused the operator token. Use the OPS_TOKEN the server was started with, or (development) the token it wrote at its last start.' };
  }
  if (res.status === 404 && identifier === 'error.order.notFound') return { exitCode: 1, err: `Unknown order ${command.orderNumber}.` };
  if (res.status === 404) {
    return { exitCode: 2, err: `The API at ${base} has no ops routes: in production start it with OPS_TOKEN set.` };
  }
  return { exitCode: 1, err: message ?? `The API answered ${res.status}.` };
}
