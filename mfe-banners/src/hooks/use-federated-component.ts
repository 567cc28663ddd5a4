// A component another remote exposes, as a lazy component; a new attempt number loads it again (retry after a failure).
import { lazy, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { loadFederated } from '../utils/load-federated';

export function useFederatedComponent<P extends object>(id: string, attempt: number): LazyExoticComponent<ComponentType<P>> {
  return useMemo(
    () => lazy(async () => {
      const mod = await loadFederated<{ default?: unknown }>(id);
      const component = mod.default;
      // The host's failure plugin answers a module whose default throws when rendered: the boundary shows the notice.
      if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) throw new Error(`${id} has no component`);
      return { default: component as ComponentType<P> };
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt is exactly the reason to build a new lazy component
    [id, attempt],
  );
}
