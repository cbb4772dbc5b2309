import type { Kysely } from 'kysely';
import { newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import type { StampChange } from '../../db/stamped-update.ts';
import { ConcurrencyError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit, type FieldChange } from '../audit/audit.ts';

/** Who created a document and when, beside its header. */
export interface DocumentCreation {
  tenantId: string;
  id: string;
  stamp: string;
  time: Date;
  creatorId: string | null;
  creatorName: string | null;
}

/** How one kind of document stores its header and lines (its repository's functions). */
export interface DocumentStore<Header, Lines> {
  /** The audit log's entity name. */
  readonly entityName: string;
  insert(trx: Kysely<Schema>, row: Header & DocumentCreation): Promise<void>;
  /** False when the stored stamp is no longer `expectedStamp`. */
  update(trx: Kysely<Schema>, id: string, expectedStamp: string, row: Header & StampChange): Promise<boolean>;
  replaceLines(trx: Kysely<Schema>, tenantId: string, id: string, lines: Lines): Promise<void>;
}

export interface DocumentWrite<Header, Lines> {
  id: string;
  /** The stored document a save changes (its stamp read under lock), or undefined for a new one. */
  existing: { concurrency_stamp: string } | undefined;
  header: Header;
  lines: Lines;
  now: Date;
  /** The audit entry's changed fields. */
  changedFields: Record<string, FieldChange>;
  /** What the save does with the stored lines before it is audited (a submit's linked lines). */
  afterLines?: () => Promise<void>;
}

/**
 * Stores a saved document (business-rules §8, §10): the header inserted, or updated only while the stamp read under
 * lock is current (else 409); the lines replaced as a whole; one audit entry, Created or Updated.
 */
export async function writeDocument<Header, Lines>(
  trx: Kysely<Schema>,
  scope: RequestScope,
  store: DocumentStore<Header, Lines>,
  write: DocumentWrite<Header, Lines>,
): Promise<void> {
  const { id, existing, header, now } = write;
  const userId = scope.user?.sub ?? null;
  if (existing) {
    const change = { stamp: newStamp(), time: now, modifierId: userId };
    if (!(await store.update(trx, id, existing.concurrency_stamp, { ...header, ...change })))
      throw new ConcurrencyError();
  } else {
    await store.insert(trx, {
      ...header,
      tenantId: scope.db.tenantId,
      id,
      stamp: newStamp(),
      time: now,
      creatorId: userId,
      creatorName: scope.user?.userName ?? null,
    });
  }
  await store.replaceLines(trx, scope.db.tenantId, id, write.lines);
  await write.afterLines?.();
  await audit(trx, scope, {
    entityName: store.entityName,
    entityId: id,
    action: existing ? 'Updated' : 'Created',
    changedFields: write.changedFields,
    time: now,
  });
}
