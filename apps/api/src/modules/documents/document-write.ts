import type { DocumentState, Result, Transition, TransitionError } from '@inventory/domain';
import type { Kysely } from 'kysely';
import { newId, newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import type { StampChange } from '../../db/stamped-update.ts';
import { ConcurrencyError, EntityNotFoundError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit, type FieldChange } from '../audit/audit.ts';
import { transitionRefusal } from './document-rules.ts';

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
  /** A new document's header and lines. */
  insert(trx: Kysely<Schema>, row: Header & DocumentCreation, lines: Lines): Promise<void>;
  /** False when the stored stamp is no longer `expectedStamp`. */
  update(trx: Kysely<Schema>, id: string, expectedStamp: string, row: Header & StampChange): Promise<boolean>;
  /** A stored document's lines replaced as a whole. */
  replaceLines(trx: Kysely<Schema>, tenantId: string, id: string, lines: Lines): Promise<void>;
}

export interface DocumentWrite<Header, Lines> {
  id: string;
  /** The stored document a save changes (its stamp read under lock), or undefined for a new one. */
  existing: { concurrency_stamp: string; number: string; content?: string | null } | undefined;
  header: Header;
  lines: Lines;
  now: Date;
  /**
   * The audit entry's changed fields. With `savedFrom` (the state the save started from; null for a new document)
   * the number, state and content changes come first (`savedChanges`).
   */
  changedFields: Record<string, FieldChange>;
  savedFrom?: { state: number | null };
  /** What the save does with the stored lines before it is audited (a submit's linked lines). */
  afterLines?: () => Promise<void>;
}

/**
 * Stores a saved document (business-rules §8, §10): the header inserted, or updated only while the stamp read under
 * lock is current (else 409); the lines replaced as a whole; one audit entry, Created or Updated. Answers the
 * stamp the document now carries.
 */
export async function writeDocument<
  Header extends { number: string; state: number; content?: string },
  Lines,
>(
  trx: Kysely<Schema>,
  scope: RequestScope,
  store: DocumentStore<Header, Lines>,
  write: DocumentWrite<Header, Lines>,
): Promise<string> {
  const { id, existing, header, now } = write;
  const userId = scope.user?.sub ?? null;
  const stamp = newStamp();
  if (existing) {
    const change = { stamp, time: now, modifierId: userId };
    if (!(await store.update(trx, id, existing.concurrency_stamp, { ...header, ...change })))
      throw new ConcurrencyError();
    await store.replaceLines(trx, scope.db.tenantId, id, write.lines);
  } else {
    await store.insert(
      trx,
      {
        ...header,
        tenantId: scope.db.tenantId,
        id,
        stamp,
        time: now,
        creatorId: userId,
        creatorName: scope.user?.userName ?? null,
      },
      write.lines,
    );
  }
  await write.afterLines?.();
  await audit(trx, scope, {
    entityName: store.entityName,
    entityId: id,
    action: existing ? 'Updated' : 'Created',
    changedFields: write.savedFrom
      ? {
          ...savedChanges(existing, {
            number: header.number,
            content: header.content ?? '',
            from: write.savedFrom.state,
            to: header.state,
          }),
          ...write.changedFields,
        }
      : write.changedFields,
    time: now,
  });
  return stamp;
}

/**
 * A saved line keeps its id and creation time when it names a line the draft already had (`itemId`); any other
 * line is new.
 */
export function lineIdentities(
  previous: readonly { id: string; creation_time: Date }[],
  now: Date,
): (itemId: string | null | undefined) => { id: string; creationTime: Date } {
  const kept = new Map(previous.map((l) => [l.id, l.creation_time]));
  return (itemId) => {
    const creationTime = itemId ? kept.get(itemId) : undefined;
    return itemId && creationTime
      ? { id: itemId, creationTime }
      : { id: newId(now.getTime()), creationTime: now };
  };
}

/** The audit entry's number, state and content changes of a save (each kind adds its own fields). */
export function savedChanges(
  existing: { number: string; content?: string | null } | undefined,
  saved: { number: string; content: string; from: number | null; to: number },
): Record<string, FieldChange> {
  return {
    number: { from: existing?.number ?? null, to: saved.number },
    state: { from: saved.from, to: saved.to },
    content: { from: existing?.content ?? null, to: saved.content },
  };
}

/**
 * The first step of every save (business-rules §6, §8): the draft it changes locked (404 when the id names none),
 * the domain's transition from its state (a refusal is the call's error), and the stamp read with the draft still
 * current (omitted = last write wins).
 */
export async function beginSave<R extends { number: string; state: number; concurrency_stamp: string }>(
  trx: Kysely<Schema>,
  input: { id?: string | null; concurrencyStamp?: string | null },
  draft: { entityName: string; lock(trx: Kysely<Schema>, id: string): Promise<R | undefined> },
  transitionFrom: (state: DocumentState | null) => Result<Transition, TransitionError>,
): Promise<{ existing: R | undefined; state: DocumentState | null; transition: Transition }> {
  const existing = input.id ? await draft.lock(trx, input.id) : undefined;
  if (input.id && !existing) throw new EntityNotFoundError(draft.entityName, input.id);
  const state = existing ? (existing.state as DocumentState) : null;
  const transition = transitionFrom(state);
  if (!transition.ok) throw transitionRefusal(transition.error, existing?.number ?? '', state);
  if (existing && input.concurrencyStamp && input.concurrencyStamp !== existing.concurrency_stamp)
    throw new ConcurrencyError();
  return { existing, state, transition: transition.value };
}
