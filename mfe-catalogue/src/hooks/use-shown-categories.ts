// The page's categories query (the footer's too) as the catalogue's lazily hydrated views may show it: nothing while
// they hydrate what the server rendered, whatever the footer has read meanwhile.
import { useCategories, type CategoryList } from '@shop/shared/calls';
import { useHydrated } from './use-hydrated';

export interface ShownCategories {
  data: CategoryList | undefined;
  error: unknown;
  refetch: () => void;
}

export function useShownCategories(): ShownCategories {
  const query = useCategories();
  const hydrated = useHydrated();
  return {
    data: hydrated ? query.data : undefined,
    error: hydrated ? query.error : null,
    refetch: () => void query.refetch(),
  };
}
