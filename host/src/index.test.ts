// The shell's entry starts the downloads of everything the App needs before the bootstrap runs, so evaluating the App in
// a task of its own (bootstrap.tsx) costs no round trip: every shared module the App's code imports and the bootstrap's
// does not is in APP_SHARED_MODULES.
import fs from 'node:fs';
import path from 'node:path';

const loadShare = jest.fn((_id: string) => Promise.resolve(() => ({})));
jest.mock('@module-federation/enhanced/runtime', () => ({ loadShare }));
jest.mock('./bootstrap', () => ({}));

/** The @shop/shared entries a module and the modules it imports statically (not `import type`, not `import()`) import. */
function sharedImportsOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;]*?\s+from\s+)?'([^']+)'/gms)) {
      if (specifier!.startsWith('@shop/shared/')) shared.add(specifier!);
      else if (specifier!.startsWith('.')) {
        const base = path.resolve(path.dirname(file), specifier!);
        const found = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
        if (found && /\.tsx?$/.test(found)) pending.push(found);
      }
    }
  }
  return shared;
}

describe('the shell\'s entry', () => {
  it('asks for the shared modules only the App needs, in the task after its own: their downloads start, their factories are not called', async () => {
    jest.useFakeTimers();
    try {
      const { APP_SHARED_MODULES } = await import('./index');
      expect(loadShare).not.toHaveBeenCalled();
      jest.advanceTimersToNextTimer();
      expect(loadShare.mock.calls.map(([id]) => id)).toEqual(APP_SHARED_MODULES);
    } finally {
      jest.useRealTimers();
    }
  });

  it('lists every shared module the App imports and the bootstrap does not', async () => {
    const { APP_SHARED_MODULES } = await import('./index');
    const app = sharedImportsOf(path.join(__dirname, 'app', 'app.tsx'));
    const bootstrap = sharedImportsOf(path.join(__dirname, 'bootstrap.tsx'));
    const appOnly = [...app].filter((id) => !bootstrap.has(id) && id !== '@shop/shared/package.json').sort();
    expect(appOnly).toContain('@shop/shared/ui');
    expect([...APP_SHARED_MODULES].sort()).toEqual(appOnly);
  });
});
