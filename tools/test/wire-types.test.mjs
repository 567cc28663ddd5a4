// The pages compile against the API's own schemas (@shop/api/wire-types): renaming a field of an answer the API sends
// must break the typecheck of every app that reads it, and of no other. The renames happen in memory (a compiler host
// that serves edited copies of the schema files); nothing on disk changes. The same compilation proves the other half
// of the contract: the API files the pages' typecheck loads are only schemas, rules and message data, importing
// nothing but zod and each other.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO } from '../gateway.mjs';

/** The workspaces that compile against the wire types (their own `npm run typecheck`). */
const APPS = ['shared', 'host', 'mfe-catalogue', 'mfe-cart', 'mfe-account-auth', 'mfe-banners'];

/**
 * One field of an answer per case: `anchor` is the field's declaration in its schema file (it must stay unique there),
 * `readers` every app whose sources read that field. A new reader makes this test fail until it is named here.
 */
export const RENAMES = [
  { schema: 'api/src/modules/cart/schemas.ts', anchor: 'cartCount: z.number().int(),', field: 'cartCount', readers: ['shared', 'mfe-cart', 'mfe-catalogue'] },
  {
    schema: 'api/src/modules/products/schemas.ts', anchor: "slug: z.string().describe('slugify(name)", field: 'slug',
    readers: ['mfe-catalogue', 'mfe-cart'],
  },
  { schema: 'api/src/modules/addresses/schemas.ts', anchor: 'defaultShipping: z.boolean().describe(', field: 'defaultShipping', readers: ['shared', 'mfe-account-auth'] },
  { schema: 'api/src/modules/banners/schemas.ts', anchor: 'webImageUrl: z.string()', field: 'webImageUrl', readers: ['mfe-banners'] },
  { schema: 'api/src/modules/catalogue/schemas.ts', anchor: 'customAttributes: z.array(', field: 'customAttributes', readers: ['shared', 'mfe-catalogue'] },
  { schema: 'api/src/modules/claims/schemas.ts', anchor: "claimNumber: z.string().describe('YYYY-NNNNNN", field: 'claimNumber', readers: ['mfe-account-auth'] },
  { schema: 'api/src/modules/orders/schemas.ts', anchor: "cancellable: z.boolean().describe('Still before packing", field: 'cancellable', readers: ['shared', 'mfe-account-auth'] },
  { schema: 'api/src/modules/customers/schemas.ts', anchor: 'emailVerified: z.boolean(),', field: 'emailVerified', readers: ['mfe-account-auth', 'mfe-cart'] },
];

const RENAMED = (field) => `${field}WasRenamed`;

/** The front-end apps' typecheck settings: one base for all, each with its own files. */
function appConfigs() {
  return APPS.map((app) => {
    const file = path.join(REPO, app, 'tsconfig.json');
    const parsed = ts.getParsedCommandLineOfConfigFile(file, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
    return { app, options: parsed.options, fileNames: parsed.fileNames };
  });
}

/** A host that serves `edits` (absolute path → text) instead of the files on disk. */
function hostWith(options, edits) {
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = ((read) => (file) => edits.get(path.resolve(file)) ?? read(file))(host.readFile.bind(host));
  host.getSourceFile = (file, language, onError, create) => {
    const text = edits.get(path.resolve(file));
    return text === undefined ? getSourceFile(file, language, onError, create) : ts.createSourceFile(file, text, language, true);
  };
  return host;
}

/** One program over every app's files (they share their settings), so each API file is read once. */
function compile(edits) {
  const configs = appConfigs();
  const options = configs[0].options;
  for (const c of configs) assert.deepEqual(c.options, { ...options, configFilePath: c.options.configFilePath }, `${c.app}: the apps' compiler options differ; compile them one by one`);
  const program = ts.createProgram({ rootNames: [...new Set(configs.flatMap((c) => c.fileNames))], options, host: hostWith(options, edits) });
  return program;
}

const appOf = (file) => APPS.find((app) => path.resolve(file).startsWith(path.join(REPO, app) + path.sep));

describe('wire types: the pages compile against the API schemas', () => {
  // One compilation with every rename at once (a rename only breaks code that names its own field).
  let program;
  before(() => {
    const edits = new Map();
    for (const rename of RENAMES) {
      const file = path.join(REPO, rename.schema);
      const text = edits.get(file) ?? fs.readFileSync(file, 'utf8');
      assert.equal(text.split(rename.anchor).length, 2, `${rename.schema}: the anchor of ${rename.field} must occur once (${rename.anchor})`);
      assert.ok(rename.anchor.startsWith(`${rename.field}:`), `${rename.field}: the anchor starts with the field name`);
      edits.set(file, text.replace(rename.anchor, rename.anchor.replace(`${rename.field}:`, `${RENAMED(rename.field)}:`)));
    }
    program = compile(edits);
  });

  test('renaming a field of an answer breaks the typecheck of exactly the apps that read it', () => {
    const diagnostics = ts.getPreEmitDiagnostics(program);
    const brokenBy = (rename) => {
      const named = new RegExp(`\\b(${rename.field}|${RENAMED(rename.field)})\\b`);
      return [...new Set(diagnostics
        .filter((d) => d.file && named.test(ts.flattenDiagnosticMessageText(d.messageText, '\n')))
        .map((d) => appOf(d.file.fileName))
        .filter(Boolean))].sort();
    };
    const expected = Object.fromEntries(RENAMES.map((r) => [r.field, [...r.readers].sort()]));
    assert.deepEqual(Object.fromEntries(RENAMES.map((r) => [r.field, brokenBy(r)])), expected, 'the apps each rename breaks');
    // Every error is one of the renames': the apps compile cleanly otherwise (npm run typecheck says the same). A rename
    // also leaves the callback on a missing field untyped ("Parameter 'a' implicitly has an 'any' type"): such an error on
    // the line of a rename's error is that rename's.
    const namesRename = (d) => RENAMES.some((r) => new RegExp(`\\b(${r.field}|${RENAMED(r.field)})\\b`).test(ts.flattenDiagnosticMessageText(d.messageText, '\n')));
    const lineOf = (d) => `${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start).line}`;
    const renameLines = new Set(diagnostics.filter((d) => d.file && d.start !== undefined && namesRename(d)).map(lineOf));
    const IMPLICIT_ANY = new Set([7006, 7031]);
    const followOn = (d) => IMPLICIT_ANY.has(d.code) && d.file && d.start !== undefined && renameLines.has(lineOf(d));
    const unrelated = diagnostics.filter((d) => !namesRename(d) && !followOn(d));
    assert.deepEqual(unrelated.map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`), []);
  });

  test('the API files the pages compile are schemas, rules and messages, importing only zod and each other', () => {
    const api = path.join(REPO, 'api', 'src') + path.sep;
    const allowed = /^(wire-types\.ts|lib\/schemas\.ts|modules\/[a-z-]+\/(schemas|limits)\.ts|rules\/[a-z-]+\.ts|i18n\/(messages\.ts|catalog\/[a-z-]+\.ts))$/;
    const loaded = program.getSourceFiles().map((f) => path.resolve(f.fileName)).filter((f) => f.startsWith(api)).map((f) => f.slice(api.length));
    assert.ok(loaded.includes('wire-types.ts'), 'the apps read the wire types');
    assert.deepEqual(loaded.filter((f) => !allowed.test(f)), [], 'API files outside the schemas, rules and messages');
    for (const file of loaded) {
      const source = program.getSourceFile(path.join(api, file));
      const outside = source.statements
        .filter((s) => (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier)
        .map((s) => s.moduleSpecifier.text)
        .filter((specifier) => !specifier.startsWith('.') && specifier !== 'zod');
      assert.deepEqual(outside, [], `${file} imports only zod and other API files the pages may read`);
    }
  });
});
