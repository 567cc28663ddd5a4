// Finds the repository root (the folder whose package.json declares the npm workspaces).
import fs from 'node:fs';
import path from 'node:path';

/** Walks up from `start`; falls back to `start` when no workspace root is found (e.g. a copied dist). */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      try {
        const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
        if (pkg.workspaces) return dir;
      } catch {
        // an unreadable package.json is not a workspace root; keep walking up
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}
