import {
  ErrorCodes,
  type endpoints,
  type PagedResult,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type Supplier,
} from '@inventory/contracts';
import type { Kysely } from 'kysely';
import { newId, newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { BusinessError, ConcurrencyError, EntityNotFoundError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit, changedFields, type FieldValues } from '../audit/audit.ts';
import {
  findSupplier,
  findSupplierByName,
  insertSupplier,
  listSuppliers,
  softDeleteSupplier,
  updateSupplier,
  type SupplierFields,
  type SupplierRow,
} from './supplier.repository.ts';

const entityName = 'Supplier';

type SaveInput = ParsedBodyOf<typeof endpoints.supplier.create>;
type ListQuery = ParsedQueryOf<typeof endpoints.supplier.list>;

export function toSupplier(row: SupplierRow): Supplier {
  return {
    id: row.id,
    name: row.name,
    contact: row.contact,
    telePhone: row.tele_phone,
    address: row.address,
    remarks: row.remarks,
    creationTime: row.creation_time.toISOString(),
    concurrencyStamp: row.concurrency_stamp,
  };
}

function fieldsOf(input: SaveInput): SupplierFields {
  const text = (value: string | null | undefined) => (value ? value : null);
  return {
    name: input.name,
    contact: text(input.contact),
    telePhone: text(input.telePhone),
    address: text(input.address),
    remarks: text(input.remarks),
  };
}

function auditedValues(fields: SupplierFields): FieldValues {
  return { ...fields };
}

function fieldsOfRow(row: SupplierRow): SupplierFields {
  return {
    name: row.name,
    contact: row.contact,
    telePhone: row.tele_phone,
    address: row.address,
    remarks: row.remarks,
  };
}

async function ensureUniqueName(trx: Kysely<Schema>, name: string, exceptId?: string): Promise<void> {
  if (await findSupplierByName(trx, name, exceptId)) {
    throw new BusinessError(ErrorCodes.DuplicateSupplierName, { name });
  }
}

/** A concurrent insert of the same name passes the check and then hits the unique index. */
function rethrowDuplicate(error: unknown, name: string): never {
  if ((error as { code?: string }).code === '23505') {
    throw new BusinessError(ErrorCodes.DuplicateSupplierName, { name });
  }
  throw error;
}

export async function getSuppliers(scope: RequestScope, query: ListQuery): Promise<PagedResult<Supplier>> {
  const { rows, total } = await scope.db.run((trx) =>
    listSuppliers(trx, {
      skip: query.SkipCount,
      take: query.MaxResultCount,
      name: query.Name,
      sorting: query.Sorting,
    }),
  );
  return { items: rows.map(toSupplier), totalCount: total };
}

export async function getSupplier(scope: RequestScope, id: string): Promise<Supplier> {
  const row = await scope.db.run((trx) => findSupplier(trx, id));
  if (!row) throw new EntityNotFoundError(entityName, id);
  return toSupplier(row);
}

export async function createSupplier(scope: RequestScope, input: SaveInput): Promise<Supplier> {
  const fields = fieldsOf(input);
  const time = new Date();
  return scope.db.run(async (trx) => {
    await ensureUniqueName(trx, fields.name);
    const row = await insertSupplier(trx, {
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
    return toSupplier(row);
  });
}

export async function updateSupplierById(
  scope: RequestScope,
  id: string,
  input: SaveInput,
): Promise<Supplier> {
  const fields = fieldsOf(input);
  const time = new Date();
  return scope.db.run(async (trx) => {
    const current = await findSupplier(trx, id);
    if (!current) throw new EntityNotFoundError(entityName, id);
    // A stamp read with the record must still be current (business-rules §8); omitted = last write wins.
    if (input.concurrencyStamp && input.concurrencyStamp !== current.concurrency_stamp) {
      throw new ConcurrencyError();
    }
    await ensureUniqueName(trx, fields.name, id);
    const row = await updateSupplier(trx, id, current.concurrency_stamp, {
      ...fields,
      stamp: newStamp(),
      modifierId: scope.user?.sub ?? null,
      time,
    }).catch((error: unknown) => rethrowDuplicate(error, fields.name));
    if (!row) throw new ConcurrencyError();
    await audit(trx, scope, {
      entityName,
      entityId: id,
      action: 'Updated',
      changedFields: changedFields(auditedValues(fieldsOfRow(current)), auditedValues(fields)),
      time,
    });
    return toSupplier(row);
  });
}

export async function deleteSupplier(scope: RequestScope, id: string): Promise<void> {
  const time = new Date();
  await scope.db.run(async (trx) => {
    if (!(await softDeleteSupplier(trx, id, { deleterId: scope.user?.sub ?? null, time }))) {
      throw new EntityNotFoundError(entityName, id);
    }
    await audit(trx, scope, {
      entityName,
      entityId: id,
      action: 'Deleted',
      changedFields: { isDeleted: { from: false, to: true } },
      time,
    });
  });
}
