import {
  ErrorCodes,
  type Customization,
  type endpoints,
  type PagedResult,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@inventory/contracts';
import type { Kysely } from 'kysely';
import { newId, newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { BusinessError, ConcurrencyError, EntityNotFoundError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit, changedFields, type FieldValues } from '../audit/audit.ts';
import {
  deleteCustomizationRow,
  findCustomization,
  findCustomizationIdByCode,
  insertCustomization,
  listCustomizations,
  updateCustomization,
  type CustomizationFields,
  type CustomizationRow,
} from './customization.repository.ts';

const entityName = 'Customization';

type SaveInput = ParsedBodyOf<typeof endpoints.customization.create>;
type ListQuery = ParsedQueryOf<typeof endpoints.customization.list>;

function toCustomization(row: CustomizationRow): Customization {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    content: row.content,
    value: (row.value ?? null) as Customization['value'],
    remarks: row.remarks,
    creationTime: row.creation_time.toISOString(),
    concurrencyStamp: row.concurrency_stamp,
  };
}

function fieldsOf(input: SaveInput): CustomizationFields {
  const text = (value: string | null | undefined) => (value ? value : null);
  return {
    code: input.code,
    name: text(input.name),
    content: text(input.content),
    value: input.value ?? null,
    remarks: text(input.remarks),
  };
}

function auditedValues(fields: CustomizationFields): FieldValues {
  return {
    code: fields.code,
    name: fields.name,
    content: fields.content,
    value: fields.value === null ? null : JSON.stringify(fields.value),
    remarks: fields.remarks,
  };
}

async function ensureUniqueCode(trx: Kysely<Schema>, code: string, exceptId?: string): Promise<void> {
  if (await findCustomizationIdByCode(trx, code, exceptId)) {
    throw new BusinessError(ErrorCodes.DuplicateCustomizationCode, { code });
  }
}

function rethrowDuplicate(error: unknown, code: string): never {
  if ((error as { code?: string }).code === '23505') {
    throw new BusinessError(ErrorCodes.DuplicateCustomizationCode, { code });
  }
  throw error;
}

export async function getCustomizations(
  scope: RequestScope,
  query: ListQuery,
): Promise<PagedResult<Customization>> {
  const { rows, total } = await scope.db.run((trx) =>
    listCustomizations(trx, {
      skip: query.SkipCount,
      take: query.MaxResultCount,
      code: query.Code,
      sorting: query.Sorting,
    }),
  );
  return { items: rows.map(toCustomization), totalCount: total };
}

export async function createCustomization(scope: RequestScope, input: SaveInput): Promise<Customization> {
  const fields = fieldsOf(input);
  const time = new Date();
  return scope.db.run(async (trx) => {
    await ensureUniqueCode(trx, fields.code);
    const row = await insertCustomization(trx, {
      ...fields,
      tenantId: scope.db.tenantId,
      id: newId(time.getTime()),
      stamp: newStamp(),
      creatorId: scope.user?.sub ?? null,
      time,
    }).catch((error: unknown) => rethrowDuplicate(error, fields.code));
    await audit(trx, scope, {
      entityName,
      entityId: row.id,
      action: 'Created',
      changedFields: changedFields({}, auditedValues(fields)),
      time,
    });
    return toCustomization(row);
  });
}

export async function updateCustomizationById(
  scope: RequestScope,
  rawId: string,
  input: SaveInput,
): Promise<Customization> {
  const id = rawId.toLowerCase();
  const fields = fieldsOf(input);
  const time = new Date();
  return scope.db.run(async (trx) => {
    const current = await findCustomization(trx, id);
    if (!current) throw new EntityNotFoundError(entityName, id);
    if (input.concurrencyStamp && input.concurrencyStamp !== current.concurrency_stamp) {
      throw new ConcurrencyError();
    }
    await ensureUniqueCode(trx, fields.code, id);
    const row = await updateCustomization(trx, id, current.concurrency_stamp, {
      ...fields,
      stamp: newStamp(),
      modifierId: scope.user?.sub ?? null,
      time,
    }).catch((error: unknown) => rethrowDuplicate(error, fields.code));
    if (!row) throw new ConcurrencyError();
    const before: CustomizationFields = {
      code: current.code,
      name: current.name,
      content: current.content,
      value: current.value ?? null,
      remarks: current.remarks,
    };
    await audit(trx, scope, {
      entityName,
      entityId: id,
      action: 'Updated',
      changedFields: changedFields(auditedValues(before), auditedValues(fields)),
      time,
    });
    return toCustomization(row);
  });
}

/** Customization records are settings, not master data named in history: deleting removes the row. */
export async function deleteCustomization(scope: RequestScope, rawId: string): Promise<void> {
  const id = rawId.toLowerCase();
  const time = new Date();
  await scope.db.run(async (trx) => {
    const current = await findCustomization(trx, id);
    if (!current || !(await deleteCustomizationRow(trx, id))) throw new EntityNotFoundError(entityName, id);
    await audit(trx, scope, {
      entityName,
      entityId: id,
      action: 'Deleted',
      changedFields: changedFields(auditedValues({ ...current, value: current.value ?? null }), {}),
      time,
    });
  });
}
