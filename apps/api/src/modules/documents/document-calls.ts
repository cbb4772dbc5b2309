import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { EntityNotFoundError } from '../../errors/app-errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { requireSavePermissions } from './document-rules.ts';

type SaveDoc = { id?: string | null; isSubmit: boolean };

/** How one kind of document is read by id and shown on the wire. */
export interface DocumentReader<R, D> {
  /** The 404's entity name. */
  readonly entityName: string;
  find(trx: Kysely<Schema>, id: string): Promise<R | undefined>;
  toDtos(trx: Kysely<Schema>, rows: readonly R[]): Promise<D[]>;
}

/** One document as the wire shows it, or a 404. */
export async function readDocument<R, D>(
  trx: Kysely<Schema>,
  reader: DocumentReader<R, D>,
  id: string,
): Promise<D> {
  const row = await reader.find(trx, id);
  if (!row) throw new EntityNotFoundError(reader.entityName, id);
  const [dto] = await reader.toDtos(trx, [row]);
  if (!dto) throw new Error(`${reader.entityName} ${id} vanished while being read`);
  return dto;
}

/**
 * A save call of any kind (business-rules §8): the save permissions first (`permission`.Create/.Update/.Submit),
 * then one transaction in which an `Idempotency-Key` replay answers the first result and creates nothing.
 */
export async function saveIdempotently<T>(
  scope: RequestScope,
  call: { permission: string; operation: string; idempotencyKey: string | undefined },
  input: SaveDoc | readonly SaveDoc[],
  save: (trx: Kysely<Schema>, now: Date) => Promise<T>,
): Promise<T> {
  await requireSavePermissions(scope, call.permission, input);
  return scope.db.run((trx) =>
    idempotent(trx, scope.db.tenantId, call.idempotencyKey, { operation: call.operation, body: input }, () =>
      save(trx, new Date()),
    ),
  );
}
