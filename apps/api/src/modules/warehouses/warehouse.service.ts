import {
  ErrorCodes,
  type endpoints,
  type PagedResult,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type Warehouse,
} from '@inventory/contracts';
import type { Kysely } from 'kysely';
import { newId, newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { BusinessError, ConcurrencyError, EntityNotFoundError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit, changedFields, type FieldValues } from '../audit/audit.ts';
import { holdsStock } from '../stock/stock-holdings.ts';
import {
  findWarehouse,
  findWarehouseByName,
  insertWarehouse,
  listWarehouses,
  softDeleteWarehouse,
  updateWarehouse,
  type WarehouseFields,
  type WarehouseRow,
} from './warehouse.repository.ts';

const entityName = 'Warehouse';

type CreateInput = ParsedBodyOf<typeof endpoints.warehouse.create>;
type UpdateInput = ParsedBodyOf<typeof endpoints.warehouse.update>;
type ListQuery = ParsedQueryOf<typeof endpoints.warehouse.list>;

export function toWarehouse(row: WarehouseRow): Warehouse {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    telePhone: row.tele_phone,
    remarks: row.remarks,
    creationTime: row.creation_time.toISOString(),
    concurrencyStamp: row.concurrency_stamp,
  };
}

/** The parsed input (trimmed by the contract schema), with empty optional texts stored as null. */
function fieldsOf(input: CreateInput): WarehouseFields {
  const text = (value: string | null | undefined) => (value ? value : null);
  return {
    name: input.name,
    address: text(input.address),
    telePhone: text(input.telePhone),
    remarks: text(input.remarks),
  };
}

function auditedValues(fields: WarehouseFields): FieldValues {
  return { name: fields.name, address: fields.address, telePhone: fields.telePhone, remarks: fields.remarks };
}

async function ensureUniqueName(trx: Kysely<Schema>, name: string, exceptId?: string): Promise<void> {
  if (await findWarehouseByName(trx, name, exceptId)) {
    throw new BusinessError(ErrorCodes.DuplicateWarehouseName, { name });
  }
}

/** A concurrent insert of the same name passes the check and then hits the unique index. */
function rethrowDuplicate(error: unknown, name: string): never {
  const pgError = error as { code?: string; constraint?: string };
  if (pgError.code === '23505') throw new BusinessError(ErrorCodes.DuplicateWarehouseName, { name });
  throw error;
}

export async function getWarehouses(scope: RequestScope, query: ListQuery): Promise<PagedResult<Warehouse>> {
  const { rows, total } = await scope.db.run((trx) =>
    listWarehouses(trx, {
      skip: query.SkipCount,
      take: query.MaxResultCount,
      filter: query.Filter,
      sorting: query.Sorting,
    }),
  );
  return { items: rows.map(toWarehouse), totalCount: total };
}

export async function getWarehouse(scope: RequestScope, id: string): Promise<Warehouse> {
  const row = await scope.db.run((trx) => findWarehouse(trx, id));
  if (!row) throw new EntityNotFoundError(entityName, id);
  return toWarehouse(row);
}

export async function createWarehouse(scope: RequestScope, input: CreateInput): Promise<Warehouse> {
  const fields = fieldsOf(input);
  const time = new Date();
  return scope.db.run(async (trx) => {
    await ensureUniqueName(trx, fields.name);
    const row = await insertWarehouse(trx, {
      ...fields,
      tenantId: scope.db.tenantId,
      id: newId(time.getTime()),
      stamp: newStamp(),
      creatorId: scope.user?.sub ?? null,
      time,
    }).catch((error: unknown) => rethrowDuplicate(error, fields.name));
    await audit(trx, scope, {
      entityName,
      entityId: row.id,
      action: 'Created',
      changedFields: changedFields({}, auditedValues(fields)),
      time,
    });
    return toWarehouse(row);
  });
}

export async function updateWarehouseById(
  scope: RequestScope,
  id: string,
  input: UpdateInput,
): Promise<Warehouse> {
  const fields = fieldsOf(input);
  const time = new Date();
  return scope.db.run(async (trx) => {
    const current = await findWarehouse(trx, id);
    if (!current) throw new EntityNotFoundError(entityName, id);
    // A stamp read with the record must still be current (business-rules §8); omitted = last write wins.
    if (input.concurrencyStamp && input.concurrencyStamp !== current.concurrency_stamp)
      throw new ConcurrencyError();
    await ensureUniqueName(trx, fields.name, id);
    const row = await updateWarehouse(trx, id, current.concurrency_stamp, {
      ...fields,
      stamp: newStamp(),
      modifierId: scope.user?.sub ?? null,
      time,
    }).catch((error: unknown) => rethrowDuplicate(error, fields.name));
    if (!row) throw new ConcurrencyError();
    const before: WarehouseFields = {
      name: current.name,
      address: current.address,
      telePhone: current.tele_phone,
      remarks: current.remarks,
    };
    await audit(trx, scope, {
      entityName,
      entityId: id,
      action: 'Updated',
      changedFields: changedFields(auditedValues(before), auditedValues(fields)),
      time,
    });
    return toWarehouse(row);
  });
}

export async function deleteWarehouse(scope: RequestScope, id: string): Promise<void> {
  const time = new Date();
  await scope.db.run(async (trx) => {
    const current = await findWarehouse(trx, id);
    if (!current) throw new EntityNotFoundError(entityName, id);
    if (await holdsStock(trx, { warehouseId: id })) {
      throw new BusinessError(ErrorCodes.WarehouseHasStock, { name: current.name });
    }
    await softDeleteWarehouse(trx, id, { deleterId: scope.user?.sub ?? null, time });
    await audit(trx, scope, {
      entityName,
      entityId: id,
      action: 'Deleted',
      changedFields: { isDeleted: { from: false, to: true } },
      time,
    });
  });
}
