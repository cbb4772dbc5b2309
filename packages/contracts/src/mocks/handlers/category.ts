import type { HttpHandler } from 'msw';
import { ErrorCodes } from '../../errors.ts';
import { business } from '../respond.ts';
import { endpoints } from '../../registry.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import type { FixtureStore } from '../store.ts';
import { contains, dto, findOwned, ofTenant, page, sortRows } from '../table.ts';

/** A category and all its descendants (filtering by a category includes them, business-rules.md §1). */
export function subtree(store: FixtureStore, tenantId: string, rootId: string): Set<string> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of ofTenant(store.categories, tenantId)) {
      if (c.parentId && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}

export function categoryName(
  store: FixtureStore,
  tenantId: string,
  id: string | null | undefined,
): string | null {
  return id ? findOwned(store.categories, tenantId, id, 'Category').name : null;
}

/** Codes grow by three digits per level under the parent's code (001, 001001, …). */
function nextCategoryCode(
  store: FixtureStore,
  tenantId: string,
  parentId: string | null | undefined,
): string {
  const parentCode = parentId ? findOwned(store.categories, tenantId, parentId, 'Category').code : '';
  const siblings = ofTenant(store.categories, tenantId).filter(
    (x) => (x.parentId ?? null) === (parentId ?? null),
  );
  return `${parentCode}${String(siblings.length + 1).padStart(3, '0')}`;
}

export function categoryHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const c = endpoints.category;
  return [
    mockEndpoint(
      c.list,
      store,
      ({ tenantId, query }) => {
        const rows = ofTenant(store.categories, tenantId).filter(
          (x) => contains(x.name, query.Filter) && (!query.ParentId || x.parentId === query.ParentId),
        );
        return page(sortRows(rows, query.Sorting, 'sort').map(dto), query);
      },
      options,
    ),
    mockEndpoint(
      c.get,
      store,
      ({ tenantId, params }) => dto(findOwned(store.categories, tenantId, params.id, 'Category')),
      options,
    ),
    mockEndpoint(
      c.create,
      store,
      ({ tenantId, body }) => {
        const row = {
          id: store.nextId(),
          tenantId,
          code: nextCategoryCode(store, tenantId, body.parentId),
          name: body.name,
          parentId: body.parentId ?? null,
          sort: body.sort,
          color: body.color ?? null,
          coverImage: body.coverImage ?? null,
        };
        store.categories.push(row);
        return dto(row);
      },
      options,
    ),
    mockEndpoint(
      c.update,
      store,
      ({ tenantId, params, body }) => {
        const row = findOwned(store.categories, tenantId, params.id, 'Category');
        if (body.parentId && subtree(store, tenantId, row.id).has(body.parentId))
          throw business(ErrorCodes.CategoryCycle, 'A category can not be moved under itself.');
        Object.assign(row, {
          name: body.name,
          parentId: body.parentId ?? null,
          sort: body.sort,
          color: body.color ?? null,
          coverImage: body.coverImage ?? null,
        });
        return dto(row);
      },
      options,
    ),
    mockEndpoint(
      c.delete,
      store,
      ({ tenantId, params }) => {
        const row = findOwned(store.categories, tenantId, params.id, 'Category');
        // As the server: refused while sub-categories or SKUs are filed directly under it, saying how many.
        const children = ofTenant(store.categories, tenantId).filter((x) => x.parentId === row.id).length;
        const skus = ofTenant(store.skus, tenantId).filter((x) => x.attributeId === row.id).length;
        if (children > 0 || skus > 0)
          throw business(ErrorCodes.CategoryHasChildren, `Category '${row.name}' is in use.`, {
            name: row.name,
            children,
            skus,
          });
        store.categories.splice(store.categories.indexOf(row), 1);
        return undefined;
      },
      options,
    ),
  ];
}
