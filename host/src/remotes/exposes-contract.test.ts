// Contract test between the host and the remotes: every piece the host places (RemoteSlot remote/expose)
// and every page it routes to a remote (the route table's owners) is exposed by that remote's build, with
// the shape the host loads (a default-exported component; './routes' a RemoteRoutes list naming each path).
// Read from the sources, so a renamed or dropped expose fails here instead of as a retry notice in the shop.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROUTE_TABLE } from '@shop/shared/routes';
import type { RemoteName } from './remote-slot';

const REPO = path.resolve(__dirname, '../../..');
const HOST_SRC = path.join(REPO, 'host', 'src');
const { REMOTES } = jest.requireActual<{ REMOTES: Record<RemoteName, { dir: string; prefix: string }> }>('../../../tools/ports.mjs');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const parse = (file: string) => ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** A JSX attribute's value when it is a plain string ("x" or {'x'}); undefined when computed. */
function stringAttribute(element: ts.JsxOpeningLikeElement, name: string): string | undefined {
  for (const attribute of element.attributes.properties) {
    if (!ts.isJsxAttribute(attribute) || attribute.name.getText() !== name || !attribute.initializer) continue;
    const value = ts.isJsxExpression(attribute.initializer) ? attribute.initializer.expression : attribute.initializer;
    return value && ts.isStringLiteralLike(value) ? value.text : undefined;
  }
  return undefined;
}

const SLOT_TAGS = new Set(['RemoteSlot', 'DeferredRemoteSlot']);

/**
 * Every `<RemoteSlot remote="x" expose="Y" …/>` (or `<DeferredRemoteSlot …/>`, a hidden piece loaded later) in the
 * host's shipped code, parsed as TypeScript. The
 * slot machinery in this folder is left out: RemoteRoute's slot is the route table's case, checked below.
 */
function slotsUsedByHost(): { remote: string; expose: string; file: string }[] {
  const found: { remote: string; expose: string; file: string }[] = [];
  for (const file of sourceFiles(HOST_SRC).filter((f) => path.dirname(f) !== __dirname)) {
    walk(parse(file), (node) => {
      if (!(ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) || !SLOT_TAGS.has(node.tagName.getText())) return;
      const remote = stringAttribute(node, 'remote');
      const expose = stringAttribute(node, 'expose');
      // A computed remote or expose would escape this test: the host has none, and must not.
      if (!remote || !expose) throw new Error(`${path.relative(REPO, file)}: a RemoteSlot whose remote or expose is not a plain string`);
      found.push({ remote, expose, file: path.relative(REPO, file) });
    });
  }
  return found;
}

/** The `exposes` object of a remote's rspack.config.mjs: './Name' → './src/exposes/file.tsx'. */
function exposesOf(remote: RemoteName): Record<string, string> {
  const file = path.join(REPO, REMOTES[remote].dir, 'rspack.config.mjs');
  let exposes: Record<string, string> | undefined;
  walk(parse(file), (node) => {
    if (!ts.isVariableDeclaration(node) || node.name.getText() !== 'exposes' || !node.initializer || !ts.isObjectLiteralExpression(node.initializer)) return;
    exposes = {};
    for (const property of node.initializer.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isStringLiteralLike(property.initializer)) {
        throw new Error(`${REMOTES[remote].dir}/rspack.config.mjs: every expose must be a plain './Name': './src/exposes/file' pair`);
      }
      const name = ts.isStringLiteralLike(property.name) ? property.name.text : property.name.getText();
      exposes[name] = property.initializer.text;
    }
  });
  if (!exposes) throw new Error(`${REMOTES[remote].dir}/rspack.config.mjs has no \`const exposes = { … }\``);
  return exposes;
}

/** Whether a module has a default export (export default …, or export { x as default }). */
function hasDefaultExport(source: ts.SourceFile): boolean {
  return source.statements.some((statement) =>
    (ts.isExportAssignment(statement) && !statement.isExportEquals)
    || (ts.isExportDeclaration(statement) && !!statement.exportClause && ts.isNamedExports(statement.exportClause)
      && statement.exportClause.elements.some((e) => e.name.text === 'default'))
    || ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement))
      && !!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)));
}

const exposeFile = (remote: RemoteName, file: string) => path.join(REPO, REMOTES[remote].dir, file);

const slots = slotsUsedByHost();
const routeOwners = [...new Set(ROUTE_TABLE.map((r) => r.owner).filter((o) => o !== 'host'))] as RemoteName[];

test('the scan finds the host\'s slots (a changed JSX style must not make this test vacuous)', () => {
  expect(slots.length).toBeGreaterThanOrEqual(10);
  expect(slots).toEqual(expect.arrayContaining([{ remote: 'catalogue', expose: 'SearchBox', file: expect.any(String) }]));
  expect(routeOwners.sort()).toEqual(['account', 'banners', 'cart', 'catalogue']);
});

test('every remote the host names is a known remote with a build', () => {
  for (const { remote } of slots) expect(Object.keys(REMOTES)).toContain(remote);
  for (const owner of routeOwners) expect(Object.keys(REMOTES)).toContain(owner);
});

test.each(slots.map((s) => [`${s.remote}/${s.expose}`, s] as const))('%s is exposed and default-exports a component', (_id, { remote, expose, file }) => {
  const exposes = exposesOf(remote as RemoteName);
  const source = exposes[`./${expose}`];
  if (!source) throw new Error(`${file} mounts ${remote}/${expose}, but ${REMOTES[remote as RemoteName].dir}/rspack.config.mjs does not expose './${expose}'`);
  // pickDefault renders the module's default export.
  expect(hasDefaultExport(parse(exposeFile(remote as RemoteName, source)))).toBe(true);
});

test.each(routeOwners)('%s exposes ./routes, a RemoteRoutes list declaring each route-table path it owns', (remote) => {
  const source = exposesOf(remote)['./routes'];
  if (!source) throw new Error(`${REMOTES[remote].dir} owns routes but exposes no './routes'`);
  const parsed = parse(exposeFile(remote, source));
  expect(hasDefaultExport(parsed)).toBe(true);
  // The list is declared as RemoteRoutes (so the remote's own typecheck holds it to the route shape),
  // and names every path of the route table this remote owns.
  let typed = false;
  const paths = new Set<string>();
  walk(parsed, (node) => {
    if (ts.isVariableDeclaration(node) && node.type?.getText() === 'RemoteRoutes') typed = true;
    if (ts.isSatisfiesExpression(node) && node.type.getText() === 'RemoteRoutes') typed = true;
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'path' && ts.isStringLiteralLike(node.initializer)) paths.add(node.initializer.text);
  });
  expect(typed).toBe(true);
  for (const route of ROUTE_TABLE.filter((r) => r.owner === remote)) expect([...paths]).toContain(route.path);
});

/**
 * The members of an interface in tools/contract/host-slots.ts: 'remote/Expose' → the file its `typeof import()` names,
 * relative to the repo, without extension.
 */
function contractEntries(name: 'HostSlots' | 'HostRoutes'): Record<string, string> {
  const file = path.join(REPO, 'tools', 'contract', 'host-slots.ts');
  const entries: Record<string, string> = {};
  let found = false;
  walk(parse(file), (node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== name) return;
    found = true;
    for (const member of node.members) {
      if (!ts.isPropertySignature(member) || !member.type || !ts.isImportTypeNode(member.type)) continue;
      const argument = member.type.argument;
      if (!ts.isLiteralTypeNode(argument) || !ts.isStringLiteral(argument.literal)) continue;
      const key = member.name && ts.isStringLiteral(member.name) ? member.name.text : member.name.getText();
      entries[key] = path.relative(REPO, path.resolve(path.dirname(file), argument.literal.text));
    }
  });
  if (!found) throw new Error(`tools/contract/host-slots.ts has no interface ${name}`);
  return entries;
}

const withoutExtension = (file: string) => file.replace(/\.tsx?$/, '');

test('the type-level contract (tools/contract/host-slots.ts, npm test\'s typecheck-contract) covers every slot and ./routes the host uses, each with its exposed file', () => {
  const typed = contractEntries('HostSlots');
  expect(Object.keys(typed).sort()).toEqual([...new Set(slots.map((s) => `${s.remote}/${s.expose}`))].sort());
  for (const [slot, file] of Object.entries(typed)) {
    const [remote, expose] = slot.split('/') as [RemoteName, string];
    expect([slot, file]).toEqual([slot, withoutExtension(path.relative(REPO, exposeFile(remote, exposesOf(remote)[`./${expose}`] ?? '')))]);
  }
  const routes = contractEntries('HostRoutes');
  expect(Object.keys(routes).sort()).toEqual(routeOwners.map((o) => `${o}/routes`).sort());
  for (const owner of routeOwners) {
    expect(routes[`${owner}/routes`]).toBe(withoutExtension(path.relative(REPO, exposeFile(owner, exposesOf(owner)['./routes'] ?? ''))));
  }
});

test('the default-export check tells a component module from one without a default', () => {
  const source = (text: string) => ts.createSourceFile('x.tsx', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  expect(hasDefaultExport(source('import { A } from "./a";\nexport default A;'))).toBe(true);
  expect(hasDefaultExport(source('export { A as default } from "./a";'))).toBe(true);
  expect(hasDefaultExport(source('export default function A() { return null; }'))).toBe(true);
  expect(hasDefaultExport(source('export const A = () => null;'))).toBe(false);
  expect(hasDefaultExport(source('export { A } from "./a";'))).toBe(false);
});
