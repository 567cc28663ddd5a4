// The pure parts of `npm run ops`: argument parsing, where the token comes from, and the calls with their messages.
// src/ops-cli.ts only wires them to process.argv, the environment, fetch and the exit code.
import fs from 'node:fs';
import { ID_TYPES, type IdType, type OrderStatus } from '../../db/types.js';
import { isOrderStatus, PROGRESS } from '../orders/rules.js';
import { opsTokenFile } from './token.js';

export const USAGE = `Usage:
  npm run ops -- order advance <orderNumber> [--to STATUS]
      Moves an order to its next status (or to a later STATUS) through the staff API.
      STATUS: ${PROGRESS.slice(1).join(', ')}
  npm run ops -- customer identity <mobile> [--dob YYYY-MM-DD] [--id-type TYPE --id-number NUMBER] --reason "<why>"
      Support: corrects a customer's date of birth and/or ID document (the customer can set them only once).
      TYPE: ${ID_TYPES.join(', ')}
Environment: OPS_API_URL (default http://localhost:8080), OPS_TOKEN (default: the file the development API writes,
<repo>/.data/ops-token, or OPS_TOKEN_FILE).`;

export type OpsCommand =
  | { kind: 'help' }
  | { kind: 'advance'; orderNumber: string; to?: OrderStatus }
  | { kind: 'identity'; phone: string; reason: string; dob?: string; idType?: IdType; idNumber?: string };

/** Positional arguments and --name value / --name=value options; `known` names each option's value for the errors. */
function splitArgs(args: readonly string[], known: Record<string, string>): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('-')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (!Object.hasOwn(known, name)) throw new Error(`Unknown option ${name}`);
    const value = inline ?? args[++i];
    if (value === undefined) throw new Error(`${name} needs ${known[name]}`);
    options.set(name, value);
  }
  return { positional, options };
}

function parseAdvance(rest: readonly string[]): OpsCommand {
  const { positional, options } = splitArgs(rest, { '--to': 'a status' });
  const [orderNumber, extra] = positional;
  if (extra !== undefined) throw new Error(`Unexpected argument ${extra}`);
  if (!orderNumber) throw new Error('Missing <orderNumber>');
  const to = options.get('--to');
  if (to === undefined) return { kind: 'advance', orderNumber };
  const status = to.toUpperCase();
  if (!isOrderStatus(status)) throw new Error(`Unknown status ${to}`);
  return { kind: 'advance', orderNumber, to: status };
}

function parseIdentity(rest: readonly string[]): OpsCommand {
  const { positional, options } = splitArgs(rest, {
    '--dob': 'a date (YYYY-MM-DD)', '--id-type': 'a document type', '--id-number': 'a document number', '--reason': 'a reason',
  });
  const [phone, extra] = positional;
  if (extra !== undefined) throw new Error(`Unexpected argument ${extra}`);
  if (!phone) throw new Error('Missing <mobile>');
  const reason = options.get('--reason');
  if (!reason?.trim()) throw new Error('Missing --reason "<why>": it is kept with the correction');
  const idType = options.get('--id-type');
  if (idType !== undefined && !(ID_TYPES as readonly string[]).includes(idType)) throw new Error(`Unknown ID type ${idType}`);
  if ((idType === undefined) !== (options.get('--id-number') === undefined)) throw new Error('--id-type and --id-number go together');
  const dob = options.get('--dob');
  if (dob === undefined && idType === undefined) throw new Error('Nothing to correct: give --dob and/or --id-type with --id-number');
  return {
    kind: 'identity', phone, reason,
    ...(dob !== undefined ? { dob } : {}),
    ...(idType !== undefined ? { idType: idType as IdType, idNumber: options.get('--id-number') as string } : {}),
  };
}

const COMMANDS: Record<string, (rest: readonly string[]) => OpsCommand> = {
  'order advance': parseAdvance,
  'customer identity': parseIdentity,
};

/** Parses the arguments after `npm run ops --`; throws an Error with the reason when they make no command. */
export function parseOpsArgs(argv: readonly string[]): OpsCommand {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) return { kind: 'help' };
  const [noun, verb, ...rest] = argv;
  const parse = COMMANDS[`${noun} ${verb}`];
  if (!parse) throw new Error(`Unknown command "${argv.slice(0, 2).join(' ')}"`);
  return parse(rest);
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

type Answer = Record<string, unknown>;
interface ErrorBody { errors?: { general?: { identifier?: string; message?: string }[]; fieldsErrors?: { fieldName?: string; message?: string }[] } }

interface ApiCall { method: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown; done: (answer: Answer) => string; notFound?: string }

function callOf(command: Exclude<OpsCommand, { kind: 'help' }>): ApiCall {
  switch (command.kind) {
    case 'advance':
      return {
        method: 'POST', path: `/api/ops/orders/${encodeURIComponent(command.orderNumber)}/advance`, body: command.to ? { to: command.to } : {},
        done: (a) => `${String(a.orderNumber)}: ${String(a.previousStatus)} → ${String(a.status)}`,
        notFound: `Unknown order ${command.orderNumber}.`,
      };
    case 'identity': {
      const { kind: _kind, phone, ...body } = command;
      return {
        method: 'PUT', path: `/api/ops/customers/${encodeURIComponent(phone)}/identity`, body,
        done: (a) => {
          const changes = (a.changes as { field: string; oldValue: string | null; newValue: string | null }[] | undefined) ?? [];
          if (changes.length === 0) return `${phone}: nothing changed (already on record).`;
          return changes.map((c) => `${phone}: ${c.field === 'dob' ? 'date of birth' : 'ID'} ${c.oldValue ?? '(none)'} → ${c.newValue ?? '(none)'}`).join('\n');
        },
      };
    }
  }
}

/** Calls the staff API for the command and turns every outcome into a line for the operator. */
export async function runViaApi(command: Exclude<OpsCommand, { kind: 'help' }>, base: string, token: string,
  fetchImpl: typeof fetch = fetch): Promise<CliResult> {
  const call = callOf(command);
  let res: Response;
  try {
    res = await fetchImpl(`${base}${call.path}`, {
      method: call.method,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    });
  } catch (error) {
    const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    return { exitCode: 3, err: `Could not reach the API at ${base} (${reason}). Is it running? Start it with \`npm start\` or \`npm run dev\`, or set OPS_API_URL.` };
  }
  const body = (await res.json().catch(() => ({}))) as ErrorBody & Answer;
  const identifier = body.errors?.general?.[0]?.identifier;
  const field = body.errors?.fieldsErrors?.[0];
  const message = body.errors?.general?.[0]?.message ?? (field ? `${field.fieldName ? `${field.fieldName}: ` : ''}${field.message ?? ''}` : undefined);
  if (res.ok) return { exitCode: 0, out: call.done(body) };
  if (res.status === 401) {
    return { exitCode: 2, err: 'The API refused the operator token. Use the OPS_TOKEN the server was started with, or (development) the token it wrote at its last start.' };
  }
  if (res.status === 404 && identifier === 'error.order.notFound' && call.notFound) return { exitCode: 1, err: call.notFound };
  // The route itself is missing (a production API without OPS_TOKEN, or another server at that address).
  if (res.status === 404 && (identifier === undefined || identifier === 'error.route.notFound')) {
    return { exitCode: 2, err: `The API at ${base} has no ops routes: in production start it with OPS_TOKEN set.` };
  }
  return { exitCode: 1, err: message ?? `The API answered ${res.status}.` };
}

/** The order advance of `npm run ops -- order advance`. */
export const advanceViaApi = (command: { orderNumber: string; to?: OrderStatus }, base: string, token: string, fetchImpl: typeof fetch = fetch): Promise<CliResult> =>
  runViaApi({ kind: 'advance', ...command }, base, token, fetchImpl);
