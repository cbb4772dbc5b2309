import type { HttpHandler } from 'msw';
import { Decimal } from '@inventory/domain';
import { SkuKind } from '../../enums.ts';
import { ErrorCodes } from '../../errors.ts';
import { business } from '../respond.ts';
import { endpoints } from '../../registry.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import type { FixtureStore } from '../store.ts';
import { assertUnique, contains, dto, findOwned, ofTenant, page, sortRows } from '../table.ts';
import { categoryName, subtree } from './category.ts';

/** Component lines carry the component's names; `number` is per one unit of the group. */
function skuGroups(store: FixtureStore, tenantId: string, groups: readonly { id: string; number: number }[]) {
  return groups.map((g) => {
    const part = findOwned(store.skus, tenantId, g.id, 'SKU');
    const { id, name, code, unit, attribute, attributeId } = part;
    return { id, name, code, unit, attribute, attributeId, number: g.number };
  });
}

export function skuHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const s = endpoints.sku;
  return [
    mockEndpoint(
      s.list,
      store,
      ({ tenantId, query }) => {
        const inCategory = query.AttributeId ? subtree(store, tenantId, query.AttributeId) : undefined;
        const rows = ofTenant(store.skus, tenantId).filter(
          (x) =>
            contains(x.code, query.Code) &&
            contains(x.name, query.Name) &&
            (!inCategory || (x.attributeId != null && inCategory.has(x.attributeId))) &&
            (query.Kind === undefined || x.kind === query.Kind) &&
            (query.State === undefined || x.state === query.State),
        );
        return page(sortRows(rows, query.Sorting, 'code').map(dto), query);
      },
      options,
    ),
    mockEndpoint(
      s.get,
      store,
      ({ tenantId, params }) => dto(findOwned(store.skus, tenantId, params.id, 'SKU')),
      options,
    ),
    mockEndpoint(
      s.create,
      store,
      ({ tenantId, body }) => {
        const code = body.code || `SKU-${String(ofTenant(store.skus, tenantId).length + 1).padStart(4, '0')}`;
        assertUnique(store.skus, tenantId, (x) => x.code, code, ErrorCodes.DuplicateSkuCode);
        const groups = skuGroups(store, tenantId, body.groups);
        const row = {
          id: store.nextId(),
          tenantId,
          code,
          name: body.name,
          unit: body.unit ?? null,
          cost: body.cost,
          state: body.state,
          kind: groups.length > 0 ? SkuKind.Group : SkuKind.Single,
          groups,
          remarks: body.remarks ?? null,
          attributeId: body.attributeId ?? null,
          attribute: categoryName(store, tenantId, body.attributeId),
          images: body.images,
          reorderLevel: body.reorderLevel ?? null,
          qrCode: null,
          creationTime: store.now(),
        };
        store.skus.push(row);
        return dto(row);
      },
      options,
    ),
    mockEndpoint(
      s.update,
      store,
      ({ tenantId, params, body }) => {
        const row = findOwned(store.skus, tenantId, params.id, 'SKU');
        if (body.code)
          assertUnique(store.skus, tenantId, (x) => x.code, body.code, ErrorCodes.DuplicateSkuCode, row.id);
        const groups = skuGroups(store, tenantId, body.groups);
        Object.assign(row, {
          code: body.code || row.code,
          name: body.name,
          unit: body.unit ?? null,
          cost: body.cost,
          state: body.state,
          kind: groups.length > 0 ? SkuKind.Group : SkuKind.Single,
          groups,
          remarks: body.remarks ?? null,
          attributeId: body.attributeId ?? null,
          attribute: categoryName(store, tenantId, body.attributeId),
          images: body.images,
          // As the server: an update that leaves the reorder level out keeps it; null clears it.
          ...(body.reorderLevel !== undefined ? { reorderLevel: body.reorderLevel } : {}),
        });
        return dto(row);
      },
      options,
    ),
    mockEndpoint(
      s.delete,
      store,
      ({ tenantId, params }) => {
        const row = findOwned(store.skus, tenantId, params.id, 'SKU');
        if (
          ofTenant(store.balances, tenantId).some(
            (b) => b.skuId === row.id && Decimal.from(b.quantity).isPositive(),
          )
        )
          throw business(ErrorCodes.SkuHasStock, `SKU '${row.name}' still has stock.`, { name: row.name });
        store.skus.splice(store.skus.indexOf(row), 1);
        return undefined;
      },
      options,
    ),
    mockEndpoint(
      s.setAttribute,
      store,
      ({ tenantId, body }) => {
        const attribute = categoryName(store, tenantId, body.attributeId);
        for (const id of body.ids)
          Object.assign(findOwned(store.skus, tenantId, id, 'SKU'), {
            attributeId: body.attributeId,
            attribute,
          });
        return undefined;
      },
      options,
    ),
  ];
}
