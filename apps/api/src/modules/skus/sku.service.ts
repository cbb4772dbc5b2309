import { ErrorCodes } from '@inventory/contracts';
import type { endpoints, PagedResult, ParsedBodyOf, ParsedQueryOf, Sku } from '@inventory/contracts';
import type { Kysely } from 'kysely';
import { newId, newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { BusinessError, ConcurrencyError, EntityNotFoundError } from '../../errors/app-errors.ts';
import { findCategoryCode } from '../categories/category.repository.ts';
import { holdsStock } from '../stock/balance.repository.ts';
import { pageOf } from '../../db/list-page.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit, auditSoftDelete, changedFields } from '../audit/audit.ts';
import { listComponents, replaceComponents } from './sku-component.repository.ts';
import { componentsOf } from './sku-components.ts';
import { auditedValues, fieldsOf, fieldsOfRow } from './sku-fields.ts';
import { loadSku, loadSkus } from './sku-view.ts';
import { findSku, findSkuIdByCode, findSkus, insertSku, listSkus } from './sku.repository.ts';
import { nextSkuCodeNumber, setSkusAttribute, softDeleteSku, updateSku } from './sku.repository.ts';

const entityName = 'Sku';

type SaveInput = ParsedBodyOf<typeof endpoints.sku.create>;
type ListQuery = ParsedQueryOf<typeof endpoints.sku.list>;
type SetAttributeInput = ParsedBodyOf<typeof endpoints.sku.setAttribute>;

async function ensureCategory(
  trx: Kysely<Schema>,
  attributeId: string | null | undefined,
): Promise<string | null> {
  if (!attributeId) return null;
  const id = attributeId.toLowerCase();
  if ((await findCategoryCode(trx, id, { live: true })) === null)
    throw new EntityNotFoundError('Category', id);
  return id;
}

async function ensureUniqueCode(trx: Kysely<Schema>, code: string, exceptId?: string): Promise<void> {
  if (await findSkuIdByCode(trx, code, exceptId))
    throw new BusinessError(ErrorCodes.DuplicateSkuCode, { code });
}

/** `SKU-000123` from the tenant's counter, skipping numbers a hand-written code already took. */
async function generateCode(trx: Kysely<Schema>, tenantId: string): Promise<string> {
  for (;;) {
    const code = `SKU-${String(await nextSkuCodeNumber(trx, tenantId)).padStart(6, '0')}`;
    if (!(await findSkuIdByCode(trx, code))) return code;
  }
}

function rethrowDuplicate(error: unknown, code: string): never {
  if ((error as { code?: string }).code === '23505')
    throw new BusinessError(ErrorCodes.DuplicateSkuCode, { code });
  throw error;
}

export async function getSkus(scope: RequestScope, query: ListQuery): Promise<PagedResult<Sku>> {
  return scope.db.run(async (trx) => {
    let categoryCode: string | undefined;
    if (query.AttributeId) {
      // A deleted or unknown category has no SKUs.
      const code = await findCategoryCode(trx, query.AttributeId.toLowerCase(), { live: true });
      if (code === null) return { items: [], totalCount: 0 };
      categoryCode = code;
    }
    const { rows, total } = await listSkus(trx, {
      ...pageOf(query),
      code: query.Code,
      name: query.Name,
      categoryCode,
      kind: query.Kind,
      state: query.State,
    });
    return { items: await loadSkus(trx, rows), totalCount: total };
  });
}

export async function getSku(scope: RequestScope, id: string): Promise<Sku> {
  return scope.db.run((trx) => loadSku(trx, id.toLowerCase()));
}

export async function createSku(scope: RequestScope, input: SaveInput): Promise<Sku> {
  const time = new Date();
  const id = newId(time.getTime());
  return scope.db.run(async (trx) => {
    const components = await componentsOf(trx, id, input);
    const attributeId = await ensureCategory(trx, input.attributeId);
    if (input.code) await ensureUniqueCode(trx, input.code);
    const code = input.code ? input.code : await generateCode(trx, scope.db.tenantId);
    const fields = fieldsOf(input, code, attributeId, components);
    await insertSku(trx, {
      ...fields,
      tenantId: scope.db.tenantId,
      id,
      stamp: newStamp(),
      creatorId: scope.user?.sub ?? null,
      time,
    }).catch((error: unknown) => rethrowDuplicate(error, code));
    await replaceComponents(trx, scope.db.tenantId, id, components);
    await audit(trx, scope, {
      entityName,
      entityId: id,
      action: 'Created',
      changedFields: changedFields({}, auditedValues(fields, components)),
      time,
    });
    return loadSku(trx, id);
  });
}

export async function updateSkuById(scope: RequestScope, rawId: string, input: SaveInput): Promise<Sku> {
  const id = rawId.toLowerCase();
  const time = new Date();
  return scope.db.run(async (trx) => {
    const current = await findSku(trx, id);
    if (!current) throw new EntityNotFoundError('Sku', id);
    const components = await componentsOf(trx, id, input);
    const attributeId = await ensureCategory(trx, input.attributeId);
    // An omitted code keeps the current one (the client may not show it for editing).
    const code = input.code ? input.code : current.code;
    await ensureUniqueCode(trx, code, id);
    const fields = fieldsOf(input, code, attributeId, components, { reorderLevel: current.reorder_level });
    const updated = await updateSku(trx, id, current.concurrency_stamp, {
      ...fields,
      stamp: newStamp(),
      modifierId: scope.user?.sub ?? null,
      time,
    }).catch((error: unknown) => rethrowDuplicate(error, code));
    if (!updated) throw new ConcurrencyError();
    const before = (await listComponents(trx, [id])).map((c) => ({
      componentId: c.component_id,
      number: c.number,
    }));
    await replaceComponents(trx, scope.db.tenantId, id, components);
    await audit(trx, scope, {
      entityName,
      entityId: id,
      action: 'Updated',
      changedFields: changedFields(
        auditedValues(fieldsOfRow(current), before),
        auditedValues(fields, components),
      ),
      time,
    });
    return loadSku(trx, id);
  });
}

export async function deleteSku(scope: RequestScope, rawId: string): Promise<void> {
  const id = rawId.toLowerCase();
  const time = new Date();
  await scope.db.run(async (trx) => {
    const current = await findSku(trx, id);
    if (!current) throw new EntityNotFoundError('Sku', id);
    if (await holdsStock(trx, { skuId: id }))
      throw new BusinessError(ErrorCodes.SkuHasStock, { name: current.name });
    await softDeleteSku(trx, id, { deleterId: scope.user?.sub ?? null, time });
    await auditSoftDelete(trx, scope, { entityName, entityId: id, time });
  });
}

/** `POST /s-kU/set-attribute` (business-rules §1): moves many SKUs to one category (or none), all or nothing. */
export async function setSkuAttribute(scope: RequestScope, input: SetAttributeInput): Promise<void> {
  const ids = [...new Set(input.ids.map((id) => id.toLowerCase()))];
  const time = new Date();
  await scope.db.run(async (trx) => {
    const attributeId = await ensureCategory(trx, input.attributeId);
    const rows = new Map((await findSkus(trx, ids)).map((row) => [row.id, row]));
    const missing = ids.find((id) => !rows.has(id));
    if (missing) throw new EntityNotFoundError('Sku', missing);
    const moving = ids.filter((id) => rows.get(id)?.attribute_id !== attributeId);
    await setSkusAttribute(trx, moving, attributeId, { modifierId: scope.user?.sub ?? null, time });
    for (const id of moving) {
      await audit(trx, scope, {
        entityName,
        entityId: id,
        action: 'Updated',
        changedFields: { attributeId: { from: rows.get(id)?.attribute_id ?? null, to: attributeId } },
        time,
      });
    }
  });
}
