// Where `npm run deploy` output is served from: DEPLOY_DIR, read by the gateway, `npm start` and the deploy tool.
import path from 'node:path';

/**
 * The deploy folder (DEPLOY_DIR) as an absolute path, or undefined when unset. Relative paths are the
 * caller's: npm runs scripts from the repo root but keeps the shell's folder in INIT_CWD.
 */
export function deployDirFrom(env = process.env) {
  return env.DEPLOY_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), env.DEPLOY_DIR) : undefined;
}
