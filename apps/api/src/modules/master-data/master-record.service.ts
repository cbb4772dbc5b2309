import type { Kysely } from 'kysely';
import { newId, newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { type BusinessError, ConcurrencyError, EntityNotFoundError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit, changedFields, type FieldChange, type FieldValues } from '../audit/audit.ts';
import type { Deleter, MasterTableOps } from './master-table.repository.ts';

// Warehouses, suppliers, customizations and roles are written the same way (business-rules §8, §10): a unique key
// checked before the write and again by the unique index, a concurrency stamp, one audit entry per write. Each
// entity says only what is its own.

interface StampedRow {
  id: string;
  concurrency_stamp: string;
}

export interface MasterRecord<Row extends StampedRow, Fields> {
  /** The audit log's entity name, and the 404's. */
  readonly entityName: string;
  /** The refusal when another record holds the unique key of `fields`. */
  duplicate(fields: Fields): BusinessError;
  /** Its table; `keyOf` the fields' unique key, looked up case-insensitively. */
  table: MasterTableOps<Row, Fields>;
  keyOf(fields: Fields): string;
  fieldsOfRow(row: Row): Fields;
  audited(fields: Fields): FieldValues;
  /** A refusal of the entity's own before the unique check (a static role keeps its name). */
  checkUpdate?(trx: Kysely<Schema>, current: Row, fields: Fields): Promise<void>;
  /** What else changes with the record, in the same transaction (a renamed role's grants). */
  afterUpdate?(trx: Kysely<Schema>, current: Row, updated: Row): Promise<void>;
  /** Removes the row (soft or hard, after the entity's own refusals) and answers the audit entry's changes. */
  remove(trx: Kysely<Schema>, current: Row, deleter: Deleter): Promise<Record<string, FieldChange>>;
}

function uniqueOrRethrow<Fields>(kind: Pick<MasterRecord<never, Fields>, 'duplicate'>, fields: Fields) {
  // A concurrent write of the same key passes the check and then meets the unique index.
  return (error: unknown): never => {
    if ((error as { code?: string }).code === '23505') throw kind.duplicate(fields);
    throw error;
  };
}

/** Whether another record (not `exceptId`) holds the unique key of `fields`. */
async function taken<Fields>(
  trx: Kysely<Schema>,
  kind: MasterRecord<StampedRow, Fields>,
  fields: Fields,
  exceptId?: string,
): Promise<boolean> {
  return (await kind.table.findByKey(trx, kind.keyOf(fields), exceptId)) !== undefined;
}

async function existing<Row extends StampedRow, Fields>(
  trx: Kysely<Schema>,
  kind: MasterRecord<Row, Fields>,
  id: string,
): Promise<Row> {
  const row = await kind.table.find(trx, id);
  if (!row) throw new EntityNotFoundError(kind.entityName, id);
  return row;
}

export async function getRecord<Row extends StampedRow, Fields>(
  scope: RequestScope,
  kind: MasterRecord<Row, Fields>,
  id: string,
): Promise<Row> {
  return scope.db.run((trx) => existing(trx, kind, id));
}

export async function createRecord<Row extends StampedRow, Fields>(
  scope: RequestScope,
  kind: MasterRecord<Row, Fields>,
  fields: Fields,
): Promise<Row> {
  const time = new Date();
  return scope.db.run(async (trx) => {
    if (await taken(trx, kind, fields)) throw kind.duplicate(fields);
    const row = await kind.table
      .insert(trx, {
        ...fields,
        tenantId: scope.db.tenantId,
        id: newId(time.getTime()),
        stamp: newStamp(),
        creatorId: scope.user?.sub ?? null,
        time,
      })
      .catch(uniqueOrRethrow(kind, fields));
    await audit(trx, scope, {
      entityName: kind.entityName,
      entityId: row.id,
      action: 'Created',
      changedFields: changedFields({}, kind.audited(fields)),
      time,
    });
    return row;
  });
}

export async function updateRecord<Row extends StampedRow, Fields>(
  scope: RequestScope,
  kind: MasterRecord<Row, Fields>,
  id: string,
  stamp: string | null | undefined,
  fields: Fields,
): Promise<Row> {
  const time = new Date();
  return scope.db.run(async (trx) => {
    const current = await existing(trx, kind, id);
    // A stamp read with the record must still be current (business-rules §8); omitted = last write wins.
    if (stamp && stamp !== current.concurrency_stamp) throw new ConcurrencyError();
    await kind.checkUpdate?.(trx, current, fields);
    if (await taken(trx, kind, fields, id)) throw kind.duplicate(fields);
    const row = await kind.table
      .update(trx, id, current.concurrency_stamp, {
        ...fields,
        stamp: newStamp(),
        modifierId: scope.user?.sub ?? null,
        time,
      })
      .catch(uniqueOrRethrow(kind, fields));
    if (!row) throw new ConcurrencyError();
    await kind.afterUpdate?.(trx, current, row);
    await audit(trx, scope, {
      entityName: kind.entityName,
      entityId: id,
      action: 'Updated',
      changedFields: changedFields(kind.audited(kind.fieldsOfRow(current)), kind.audited(fields)),
      time,
    });
    return row;
  });
}

export async function deleteRecord<Row extends StampedRow, Fields>(
  scope: RequestScope,
  kind: MasterRecord<Row, Fields>,
  id: string,
): Promise<void> {
  const time = new Date();
  await scope.db.run(async (trx) => {
    const current = await existing(trx, kind, id);
    const changes = await kind.remove(trx, current, { deleterId: scope.user?.sub ?? null, time });
    await audit(trx, scope, {
      entityName: kind.entityName,
      entityId: id,
      action: 'Deleted',
      changedFields: changes,
      time,
    });
  });
}

/** The get/create/update/delete calls of one kind of record, answering its wire shape. */
export function recordCalls<Row extends StampedRow, Fields, Input, Wire>(
  kind: MasterRecord<Row, Fields>,
  fieldsOf: (input: Input) => Fields,
  toWire: (row: Row) => Wire,
) {
  return {
    get: async (scope: RequestScope, id: string): Promise<Wire> => toWire(await getRecord(scope, kind, id)),
    create: async (scope: RequestScope, input: Input): Promise<Wire> =>
      toWire(await createRecord(scope, kind, fieldsOf(input))),
    update: async (
      scope: RequestScope,
      id: string,
      input: Input & { concurrencyStamp?: string | null },
    ): Promise<Wire> => toWire(await updateRecord(scope, kind, id, input.concurrencyStamp, fieldsOf(input))),
    delete: (scope: RequestScope, id: string): Promise<void> => deleteRecord(scope, kind, id),
  };
}
