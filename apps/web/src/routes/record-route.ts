import { parseSorting, permissionsOf, type Endpoint, type QueryOf } from '@inventory/contracts';
import type { FilterValues } from '@inventory/ui';
import { useList, useMutation } from '../api/endpoint-hooks.ts';
import type { ScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { sortingText, type ListQuerySchema } from '../list-state/list-params.ts';
import { useListState } from '../list-state/use-list-state.ts';
import { usePermission } from '../permissions/use-permission.ts';
import type { WriteGrants } from './record-actions.ts';

/** A paged list endpoint: its query schema is the address codec's (filters, `Sorting`, paging). */
type ListEndpoint = Endpoint & { query: ListQuerySchema };

/** An area's record writes, as the contract's registry names them. */
interface RecordArea {
  create: Endpoint;
  update: Endpoint;
  delete: Endpoint;
}

/** Which of the area's writes the signed-in user holds (each endpoint's own permissions). */
export function useWriteGrants(area: RecordArea): WriteGrants {
  return {
    create: usePermission(permissionsOf(area.create)),
    update: usePermission(permissionsOf(area.update)),
    delete: usePermission(permissionsOf(area.delete)),
  };
}

/** The area's create, update and delete calls (each revalidates the area's reads once it succeeds). */
export function useRecordTriggers<C extends Endpoint, U extends Endpoint, D extends Endpoint>(area: {
  create: C;
  update: U;
  delete: D;
}) {
  return {
    create: useMutation(area.create).trigger,
    update: useMutation(area.update).trigger,
    remove: useMutation(area.delete).trigger,
  };
}

/**
 * A list screen's view kept in the address (search, order, page) and the page it shows: the props every list
 * screen takes (`RecordListProps` of the ui, less the writes). Read errors follow the screen error policy.
 */
export function useListView<E extends ListEndpoint>(endpoint: E, errors: ScreenErrorPolicy) {
  const list = useListState(endpoint.query);
  const page = useList(endpoint, list.query as QueryOf<E>, { onError: errors.onReadError });
  return {
    list,
    view: {
      data: page.data,
      loading: page.isLoading || page.isValidating,
      error: errors.shownOnScreen(page.error),
      onRetry: () => void page.mutate(),
      filters: list.state.filters,
      // Every filter is named, so one removed (a chip's close button) is cleared rather than kept.
      onFiltersChange: (values: FilterValues) =>
        list.applyFilters(
          Object.fromEntries(list.params.filterNames.map((name) => [name, values[name] ?? ''])),
        ),
      onFiltersReset: list.resetFilters,
      sorting: sortingText(list.state.sort),
      onSortingChange: (text: string) => list.setSort(parseSorting(text, list.params.sortableFields) ?? []),
      page: list.state.page,
      pageSize: list.state.pageSize,
      onPageChange: list.setPage,
      onPageSizeChange: list.setPageSize,
    },
  };
}
