// The pure parts of `npm run ops`: argument parsing, where the token comes from, and the calls with their messages.
// src/ops-cli.ts only wires them to process.argv, the environment, fetch and the exit code.
import fs from 'node:fs';
import { ID_TYPES, type IdType } from '../../rules/id-documents.js';
import { ID_CHECKS, type IdCheck, type OrderStatus } from '../../rules/orders.js';
import { isOrderStatus, PROGRESS } from '../orders/rules.js';
import { opsTokenFile } from './token.js';

export const USAGE = `Usage:
  npm run ops -- order advance <orderNumber> [--to STATUS]
      Moves an order to its next status (or to a later STATUS) through the staff API.
      STATUS: ${PROGRESS.slice(1).join(', ')}
      An order with age-restricted goods reaches DELIVERY_COMPLETED only after its ID check is recorded as checked.
  npm run ops -- order show <orderNumber>
      The order at a glance: status, whether the rider must check an ID and its result, items, address.
  npm run ops -- order id-check <orderNumber> checked|refused
      At the door (AT_DELIVERY_ADDRESS) of an order with age-restricted goods: the rider saw an ID showing 18 or over
      (checked), or none was shown (refused: the order is not delivered and its goods go back to the store).
  npm run ops -- store alcohol-hours <storeCode> <HH:mm> <HH:mm>
      A store's alcohol sale window (seeded 09:00 to 23:00); outside it alcohol can only be scheduled inside it.
  npm run ops -- customer identity <mobile> [--dob YYYY-MM-DD] [--id-type TYPE --id-number NUMBER] --reason "<why>"
      Support: corrects a customer's date of birth and/or ID document (the customer can set them only once).
      TYPE: ${ID_TYPES.join(', ')}
Environment: OPS_API_URL (default http://localhost:8080), OPS_TOKEN (default: the file the development API writes,
<repo>/.data/ops-token, or OPS_TOKEN_FILE).`;

export type OpsCommand =
  | { kind: 'help' }
  | { kind: 'advance'; orderNumber: string; to?: OrderStatus }
  | { kind: 'show'; orderNumber: string }
  | { kind: 'idCheck'; orderNumber: string; result: IdCheck }
  | { kind: 'alcoholHours'; storeCode: string; from: string; to: string }
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

/** Exactly the positional arguments named, no options. */
function positionals(rest: readonly string[], names: readonly string[]): string[] {
  const { positional } = splitArgs(rest, {});
  const missing = names[positional.length];
  if (missing !== undefined) throw new Error(`Missing ${missing}`);
  if (positional.length > names.length) throw new Error(`Unexpected argument ${positional[names.length]}`);
  return positional;
}

function parseShow(rest: readonly string[]): OpsCommand {
  const [orderNumber] = positionals(rest, ['<orderNumber>']) as [string];
  return { kind: 'show', orderNumber };
}

function parseIdCheck(rest: readonly string[]): OpsCommand {
  const [orderNumber, result] = positionals(rest, ['<orderNumber>', 'checked|refused']) as [string, string];
  const idCheck = result.toUpperCase();
  if (!(ID_CHECKS as readonly string[]).includes(idCheck)) throw new Error(`Unknown result ${result}: checked or refused`);
  return { kind: 'idCheck', orderNumber, result: idCheck as IdCheck };
}

function parseAlcoholHours(rest: readonly string[]): OpsCommand {
  const [storeCode, from, to] = positionals(rest, ['<storeCode>', '<from HH:mm>', '<to HH:mm>']) as [string, string, string];
  return { kind: 'alcoholHours', storeCode, from, to };
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
  'order show': parseShow,
  'order id-check': parseIdCheck,
  'customer identity': parseIdentity,
  'store alcohol-hours': parseAlcoholHours,
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

/** What the rider has to do about the ID at this status. */
function idCheckHint(orderNumber: string, a: Answer): string {
  if (!a.ageRestricted) return '';
  if (a.idCheck !== null) return `\nID check: ${String(a.idCheck).toLowerCase()}.`;
  if (a.status === 'AT_DELIVERY_ADDRESS') {
    return `\nAge-restricted goods: the rider checks an ID showing 18 or over, then \`npm run ops -- order id-check ${orderNumber} checked\``
      + ` (or refused: not delivered, goods back to the store).`;
  }
  return '\nAge-restricted goods: the rider will check an ID at the door.';
}

function describeOrder(a: Answer): string {
  const to = a.deliverTo as { name: string | null; telephone: string | null; street: string | null };
  const items = (a.items as { name: string; quantity: number; itemStatus: string }[]).map((i) => `  ${i.quantity} × ${i.name} (${i.itemStatus})`);
  return [
    `${String(a.orderNumber)}: ${String(a.status)} — ${String(a.storeName ?? 'no store')}, ${String(a.paymentMethod)} S/ ${Number(a.finalPayAmount).toFixed(2)}`
      + `${a.scheduled ? `, scheduled ${String(a.scheduled)}` : ''}`,
    `Deliver to: ${[to.name, to.telephone, to.street].filter(Boolean).join(', ')}`,
    a.ageRestricted
      ? `Age-restricted goods: ID check ${a.idCheck === null ? 'pending (at the door)' : String(a.idCheck).toLowerCase()}`
        + `${a.ageConfirmedAt ? `; the shopper confirmed being 18 or over at ${String(a.ageConfirmedAt)}` : ''}.`
      : 'No age-restricted goods.',
    'Items:',
    ...items,
  ].join('\n');
}

function callOf(command: Exclude<OpsCommand, { kind: 'help' }>): ApiCall {
  const order = 'orderNumber' in command ? `/api/ops/orders/${encodeURIComponent(command.orderNumber)}` : '';
  const notFound = 'orderNumber' in command ? `Unknown order ${command.orderNumber}.` : undefined;
  switch (command.kind) {
    case 'advance':
      return {
        method: 'POST', path: `${order}/advance`, body: command.to ? { to: command.to } : {}, notFound,
        done: (a) => `${String(a.orderNumber)}: ${String(a.previousStatus)} → ${String(a.status)}${idCheckHint(command.orderNumber, a)}`,
      };
    case 'show':
      return { method: 'GET', path: order, notFound, done: describeOrder };
    case 'idCheck':
      return {
        method: 'POST', path: `${order}/id-check`, body: { result: command.result }, notFound,
        done: (a) => (a.idCheck === 'CHECKED'
          ? `${String(a.orderNumber)}: ID checked; it can be delivered (npm run ops -- order advance ${String(a.orderNumber)}).`
          : `${String(a.orderNumber)}: ID refused → ${String(a.status)}; not delivered, the goods go back to the store.`),
      };
    case 'alcoholHours':
      return {
        method: 'PUT', path: `/api/ops/stores/${encodeURIComponent(command.storeCode)}/alcohol-sale-hours`,
        body: { from: command.from, to: command.to },
        done: (a) => `${String(a.storeName)}: alcohol is sold from ${String(a.from)} to ${String(a.to)}.`,
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
