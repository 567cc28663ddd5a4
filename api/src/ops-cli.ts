// `npm run ops -- <noun> <verb> ...`: the operator's and support's command (see modules/ops/cli.ts for the commands).
import { findRepoRoot } from './lib/repo-root.js';
import { apiBase, parseOpsArgs, readOpsToken, runViaApi, USAGE } from './modules/ops/cli.js';

async function main(): Promise<number> {
  let command;
  try {
    command = parseOpsArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 64;
  }
  if (command.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  const token = readOpsToken(process.env, findRepoRoot());
  if (!token) {
    console.error('No operator token: set OPS_TOKEN, or start the API in development once so it writes .data/ops-token.');
    return 2;
  }
  const result = await runViaApi(command, apiBase(process.env), token.token);
  if (result.out) console.log(result.out);
  if (result.err) console.error(result.err);
  return result.exitCode;
}

main().then((code) => { process.exitCode = code; }, (error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
