// Loads a module another remote exposes (e.g. 'catalogue/ProductTile'). A production remote carries no federation
// runtime of its own remotes (tools/rspack-base.mjs: disableRemote), and only the page's host knows where each remote
// lives (/remotes.json): so the load goes through the page's federation instance that has the remote registered, and
// through its runtime plugins (the host's failure reporting included).
import { getInstance } from '@module-federation/enhanced/runtime';

export async function loadFederated<T>(id: string): Promise<T> {
  const remote = id.split('/')[0];
  const owner = getInstance((instance) => (instance.options.remotes ?? []).some((r) => r.name === remote));
  if (!owner) throw new Error(`No federation instance on this page knows the remote '${remote}'`);
  const mod = await owner.loadRemote<T>(id);
  if (mod === null || mod === undefined) throw new Error(`${id} did not load`);
  return mod;
}
