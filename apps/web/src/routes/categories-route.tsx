import { endpoints, isApiError, type QueryOf } from '@inventory/contracts';
import { CategoryScreen } from '@inventory/ui';
import { useSearchParams } from 'react-router-dom';
import type { RoutePrefetchContext } from '../app/route-prefetch.ts';
import { preloadList } from '../api/endpoint-calls.ts';
import { useList, useMutation } from '../api/endpoint-hooks.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { categoryActions } from './category-actions.ts';

const category = endpoints.category;
/** The whole tree in one call: the server answers a flat list of up to 1,000, the screen nests it. */
export const categoryTreeQuery: QueryOf<typeof category.list> = { MaxResultCount: 1000, Sorting: 'sort' };
/** The search text lives in the address, so a filtered tree can be shared and survives a reload. */
export const categorySearchParam = 'q';

/** The tree, requested while the layout loads (the route's `handle.prefetch`). */
export function prefetchCategoryTree({ client }: RoutePrefetchContext): void {
  preloadList(client, category.list, categoryTreeQuery);
}

const permissionsOf = (permission: string | readonly string[] | null) =>
  permission === null ? [] : typeof permission === 'string' ? [permission] : permission;

/** /sys/classify: custom items (the category tree). Actions show only with their permission. */
export function CategoriesRoute() {
  const [params, setParams] = useSearchParams();
  const errors = useScreenErrorPolicy();
  const tree = useList(category.list, categoryTreeQuery, { onError: errors.onReadError });
  const create = useMutation(category.create);
  const update = useMutation(category.update);
  const remove = useMutation(category.delete);
  const grants = {
    create: usePermission(permissionsOf(category.create.permission)),
    update: usePermission(permissionsOf(category.update.permission)),
    delete: usePermission(permissionsOf(category.delete.permission)),
  };
  // The menu shows custom items without a feature, but the calls need the SKU feature: a 403 means no access.
  const forbidden = isApiError(tree.error) && tree.error.status === 403;

  return (
    <CategoryScreen
      categories={tree.data?.items}
      loading={tree.isLoading || tree.isValidating}
      error={forbidden ? undefined : errors.shownOnScreen(tree.error)}
      forbidden={forbidden}
      onRetry={() => void tree.mutate()}
      search={params.get(categorySearchParam) ?? ''}
      onSearchChange={(search) =>
        setParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            if (search) next.set(categorySearchParam, search);
            else next.delete(categorySearchParam);
            return next;
          },
          { replace: true },
        )
      }
      {...categoryActions(
        { create: create.trigger, update: update.trigger, remove: remove.trigger },
        grants,
        errors.onChangeError,
      )}
    />
  );
}
