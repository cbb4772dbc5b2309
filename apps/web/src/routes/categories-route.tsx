import { endpoints, isApiError, type Category, type SaveCategory } from '@inventory/contracts';
import { CategoryScreen } from '@inventory/ui';
import { useSearchParams } from 'react-router-dom';
import { useList } from '../api/endpoint-hooks.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { categoryTreeQuery } from './first-reads.ts';
import { plainBodies, recordActions } from './record-actions.ts';
import { useRecordTriggers, useWriteGrants } from './record-route.ts';

const category = endpoints.category;
export { categoryTreeQuery };
/** The search text lives in the address, so a filtered tree can be shared and survives a reload. */
export const categorySearchParam = 'q';

/** Sent as the form has them: a category carries no concurrency stamp. */
const bodies = plainBodies<Category, SaveCategory>();

/** /sys/classify: custom items (the category tree). Actions show only with their permission. */
export function CategoriesRoute() {
  const [params, setParams] = useSearchParams();
  const errors = useScreenErrorPolicy();
  const tree = useList(category.list, categoryTreeQuery, { onError: errors.onReadError });
  const writes = useRecordTriggers(category);
  const grants = useWriteGrants(category);
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
      {...recordActions(writes, grants, errors.onChangeError, bodies)}
    />
  );
}
