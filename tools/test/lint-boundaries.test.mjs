// Tests of eslint.config.js's boundaries: an app never imports another app's
// source, and front-end apps take UI from @shop/shared only — while a feature's own api/ folder stays legal.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { REPO } from '../gateway.mjs';

const eslint = new ESLint({ cwd: REPO });

/** Restricted-import (or another rule's) messages for `code` linted as if it lived at `file` (relative to the repo). */
async function restricted(file, code, rule = 'no-restricted-imports') {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO, file) });
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('lint boundaries', () => {
  test("a remote importing another remote's or the host's source is refused", async () => {
    const file = 'mfe-cart/src/features/x/components/probe.ts';
    assert.equal((await restricted(file, "import '../../../../../mfe-catalogue/src/bootstrap';\n")).length, 1);
    assert.equal((await restricted(file, "import '../../../../../host/src/app';\n")).length, 1);
    assert.equal((await restricted(file, "import '@shop/host';\n")).length, 1);
  });
  test("the host importing the API's source or shared's src/ folder is refused", async () => {
    const file = 'host/src/probe.ts';
    assert.equal((await restricted(file, "import '../../api/src/app';\n")).length, 1);
    assert.equal((await restricted(file, "import '../../shared/src/session';\n")).length, 1);
  });
  test('front-end apps never import MUI directly', async () => {
    assert.equal((await restricted('mfe-catalogue/src/probe.tsx', "import Button from '@mui/material/Button';\n")).length, 1);
    assert.equal((await restricted('host/src/probe.tsx', "import { Button } from '@mui/material';\n")).length, 1);
  });
  test('the type-level contract reads the apps\' types, never their code', async () => {
    const file = 'tools/contract/probe.ts';
    assert.deepEqual(await restricted(file, "import type { ProductTileProps } from '../../mfe-catalogue/src/exposes/product-tile';\nexport type P = ProductTileProps;\n", 'no-restricted-syntax'), []);
    assert.equal((await restricted(file, "import ProductTile from '../../mfe-catalogue/src/exposes/product-tile';\nexport const p = ProductTile;\n", 'no-restricted-syntax')).length, 1);
    assert.equal((await restricted(file, "import '../../mfe-cart/src/exposes/cart-button';\n", 'no-restricted-syntax')).length, 1);
  });
  test("the pages take the API's domain rules as code and its wire types as types, nothing else of it", async () => {
    for (const file of ['mfe-cart/src/features/x/components/probe.ts', 'shared/src/calls/probe.ts', 'host/src/probe.ts']) {
      assert.deepEqual(await restricted(file, "import { isValidRuc } from '@shop/api/rules/ruc';\nexport const r = isValidRuc;\n"), []);
      assert.deepEqual(await restricted(file, "import type { Cart } from '@shop/api/wire-types';\nexport type C = Cart;\n", 'no-restricted-syntax'), []);
      assert.equal((await restricted(file, "import { cartSchema } from '@shop/api/wire-types';\nexport const c = cartSchema;\n", 'no-restricted-syntax')).length, 1);
      assert.equal((await restricted(file, "import '@shop/api/schemas';\n")).length, 1);
      assert.equal((await restricted(file, "import '@shop/api';\n")).length, 1);
    }
  });
  test('a domain rules file imports nothing, since every page bundles it as it is', async () => {
    const file = 'api/src/rules/probe.ts';
    assert.deepEqual(await restricted(file, 'export const rule = (v: string): boolean => v.length > 0;\n', 'no-restricted-syntax'), []);
    assert.equal((await restricted(file, "import { z } from 'zod';\nexport const s = z.string();\n", 'no-restricted-syntax')).length, 1);
    assert.equal((await restricted(file, "import { isEmail } from './email.js';\nexport const e = isEmail;\n", 'no-restricted-syntax')).length, 1);
  });
  test("a feature's own api/ folder and @shop/shared entries stay legal", async () => {
    const file = 'mfe-catalogue/src/features/home/components/probe.ts';
    assert.deepEqual(await restricted(file, "import '../api/get-categories';\nimport '@shop/shared/session';\n"), []);
  });
  test('file and folder names are kebab-case (digits may lead, extra extensions allowed)', async () => {
    const names = (file) => restricted(file, 'export const x = 1;\n', 'check-file/filename-naming-convention');
    const folders = (file) => restricted(file, 'export const x = 1;\n', 'check-file/folder-naming-convention');
    assert.deepEqual(await names('api/src/db/migrations/0099-probe-table.ts'), []);
    assert.deepEqual(await names('mfe-cart/src/features/x/components/probe-panel.test.tsx'), []);
    assert.equal((await names('mfe-cart/src/features/x/components/ProbePanel.tsx')).length, 1);
    assert.equal((await names('host/src/probe_panel.ts')).length, 1);
    assert.equal((await folders('mfe-cart/src/features/probeFeature/probe.ts')).length, 1);
  });
  test('an import cycle is refused', async () => {
    // Real files (the rule follows imports on disk), in a folder of their own that the test removes.
    const dir = path.join(REPO, 'tools', `lint-cycle-probe-${process.pid}`);
    fs.mkdirSync(dir);
    try {
      fs.writeFileSync(path.join(dir, 'first.mjs'), "import { second } from './second.mjs';\nexport const first = () => second;\n");
      fs.writeFileSync(path.join(dir, 'second.mjs'), "import { first } from './first.mjs';\nexport const second = () => first;\n");
      fs.writeFileSync(path.join(dir, 'third.mjs'), "import { second } from './second.mjs';\nexport const third = () => second;\n");
      const [cycle, plain] = await eslint.lintFiles([path.join(dir, 'first.mjs'), path.join(dir, 'third.mjs')]);
      assert.equal(cycle.messages.filter((m) => m.ruleId === 'import-x/no-cycle').length, 1);
      assert.deepEqual(plain.messages.filter((m) => m.ruleId === 'import-x/no-cycle'), []);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
