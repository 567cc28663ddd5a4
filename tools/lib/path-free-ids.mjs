// Reproducible builds across checkout folders: module ids that do not depend on where the checkout is.
//
// Rspack's deterministic module ids hash each module's name with its paths made relative to the build's context, but
// only where a whole segment of the name is a path. Three kinds of module carry the checkout's absolute path inside a
// longer name, so the same source built in another folder numbered them differently, and every chunk referring to
// them, the remote's entry and its deploy version changed with it:
// - consume-shared modules: "consume shared module (default) react@^19 (strict) (fallback: /abs/node_modules/…)";
// - provide-shared modules: "provide shared module (default) react@19.3.1 = /abs/node_modules/react/index.js";
// - the federation's generated entry, a data: URL module importing its runtime by URI-encoded absolute path.
// Before the deterministic ids are given, this gives each of them an id hashed from its name with the checkout's root
// replaced by a placeholder. The ids are strings ("s" and 8 hex digits), so they cannot collide with the numeric ids
// rspack gives the other modules.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';

/** The checkout's root: the nearest folder at or above `context` with a package-lock.json (else `context`). */
export function checkoutRoot(context) {
  for (let dir = context; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package-lock.json'))) return dir;
    if (path.dirname(dir) === dir) return context;
  }
}

/** The forms a path takes inside a module's name: as is, and URI-encoded (a data: URL module's imports). */
const forms = (root) => [...new Set([root, encodeURIComponent(root)])];

/** The module's name with the checkout root replaced, or null when the name holds no absolute path of the checkout. */
export function pathFreeName(identifier, root) {
  if (!forms(root).some((form) => identifier.includes(form))) return null;
  return forms(root).reduce((name, form) => name.split(form).join('<root>'), identifier);
}

const MANIFEST = 'mf-manifest.json';
const SHARING = /^(?:consume|provide) shared module /;
const GENERATED = /data:text\/javascript,/;

/** Whether rspack's own id for this module would hold the checkout's path (see the top of the file). */
export const needsPathFreeId = (identifier) => SHARING.test(identifier) || GENERATED.test(identifier);

export const pathFreeId = (name) => `s${crypto.createHash('sha256').update(name).digest('hex').slice(0, 8)}`;

/**
 * A splitChunks cache group for the chunks that hold only consume-shared modules. Rspack gives such chunks of an
 * async import (they have no file: the modules come from the share scope) an id hashed from their modules' names,
 * absolute paths and all, and no hook reaches chunk ids; a chunk with a name gets its id from the name instead. So
 * each consume-shared module used by async chunks goes into a chunk named after its share key and version range.
 */
export const consumeSharedChunks = (context) => {
  const root = checkoutRoot(context);
  return {
    type: 'consume-shared-module',
    chunks: 'async',
    enforce: true,
    priority: 100,
    name: (module) => {
      const identifier = typeof module.identifier === 'function' ? module.identifier() : String(module.identifier);
      return `consumes-${pathFreeId(pathFreeName(identifier, root) ?? identifier).slice(1)}`;
    },
  };
};

/** The checkout root as a JavaScript identifier, as rspack names an import of an absolute path in unminified output. */
const identifierForm = (root) => root.replace(/[^A-Za-z0-9_$]/g, '_');

/**
 * Replaces the checkout root in a text asset (unminified server code keeps it in comments and import names; source
 * maps in the federation entry's source) by a fixed placeholder. It runs before the real content hashes are taken,
 * so the file names follow the text.
 */
export function pathFreeText(text, root) {
  return [...forms(root), identifierForm(root)].reduce((out, form) => out.split(form).join(form === identifierForm(root) ? '_root' : '<root>'), text);
}

/**
 * A source map without the checkout root: a source whose text held it (the federation's generated entry) keeps its
 * generated positions but loses their original columns, which shifted with the root's length; its text and every
 * other string lose the root as in pathFreeText.
 */
export function pathFreeSourceMap(text, root) {
  const map = JSON.parse(text);
  const holdsRoot = (map.sourcesContent ?? []).map((content) => typeof content === 'string' && forms(root).some((form) => content.includes(form)));
  if (holdsRoot.some(Boolean)) {
    const lines = decode(map.mappings).map((line) => line.map((segment) => (segment.length > 1 && holdsRoot[segment[1]] ? [segment[0]] : segment)));
    map.mappings = encode(lines);
  }
  return pathFreeText(JSON.stringify(map), root);
}

/** The federation manifest with its lists in a fixed order (rspack lists the shared modules in a path-dependent one). */
export function sortedManifest(manifest) {
  // Only the lists' order: the files of one entry are listed in their loading order, which is kept.
  const byId = (a, b) => String(a.id ?? a.name).localeCompare(String(b.id ?? b.name));
  for (const list of ['shared', 'remotes', 'exposes']) {
    if (Array.isArray(manifest[list])) manifest[list] = [...manifest[list]].sort(byId);
  }
  return manifest;
}

export class PathFreeModuleIdsPlugin {
  apply(compiler) {
    const name = 'PathFreeModuleIdsPlugin';
    const root = checkoutRoot(compiler.context);
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 }, (assets) => {
        for (const file of Object.keys(assets)) {
          if (!/\.(?:c?js|map)$/.test(file)) continue;
          const text = compilation.getAsset(file).source.source().toString();
          const free = file.endsWith('.map') ? pathFreeSourceMap(text, root) : pathFreeText(text, root);
          if (free !== text) compilation.updateAsset(file, new sources.RawSource(free));
        }
      });
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 }, () => {
        const manifest = compilation.getAsset(MANIFEST);
        if (!manifest) return;
        const sorted = JSON.stringify(sortedManifest(JSON.parse(manifest.source.source().toString())), null, 2);
        compilation.updateAsset(MANIFEST, new sources.RawSource(sorted));
      });
    });
    compiler.hooks.compilation.tap(name, (compilation) => {
      compilation.hooks.beforeModuleIds.tap(name, (modules) => {
        const given = new Map();
        for (const module of modules) {
          const identifier = typeof module.identifier === 'function' ? module.identifier() : module.identifier;
          if (!needsPathFreeId(identifier)) continue;
          const free = pathFreeName(identifier, root);
          if (free === null) continue;
          const id = pathFreeId(free);
          const other = given.get(id);
          if (other !== undefined && other !== free) throw new Error(`${name}: two modules hash to the id ${id}:\n${free}\n${other}`);
          given.set(id, free);
          module.id = id;
        }
      });
    });
  }
}
