import type { RecordWrites } from '@inventory/ui';

/** The writes of one area (the data layer's `useMutation(...).trigger`), by what they send. */
export interface RecordTriggers<C, U> {
  create(input: { body: C }): Promise<unknown>;
  update(input: { params: { id: string }; body: U }): Promise<unknown>;
  remove(input: { params: { id: string } }): Promise<unknown>;
}

/** Which writes of an area the user holds (its endpoints' permissions). */
export interface WriteGrants {
  create: boolean;
  update: boolean;
  delete: boolean;
}

/** How a screen's form values become what the area's create and update send. */
export interface RecordBodies<T, V, C, U> {
  create(values: V): C;
  update(record: T, values: V): U;
}

/** The form values sent as they are. */
export function plainBodies<T, V>(): RecordBodies<T, V, V, V> {
  return { create: (values) => values, update: (_record, values) => values };
}

/**
 * The form values sent as they are, an update with the concurrency stamp read with the record: a change made
 * meanwhile by someone else then answers 409 instead of being overwritten.
 */
export function stampedBodies<T extends { concurrencyStamp?: string | null }, V>(): RecordBodies<
  T,
  V,
  V,
  V & { concurrencyStamp: T['concurrencyStamp'] }
> {
  return {
    create: (values) => values,
    update: (record, values) => ({ ...values, concurrencyStamp: record.concurrencyStamp }),
  };
}

/**
 * A record screen's callbacks: each present only with its permission (the screen then leaves its button out), each
 * failure passed through the screen error policy. A create answers what the server answered (the new record).
 */
export function recordActions<T extends { id: string }, V, C, U>(
  writes: RecordTriggers<C, U>,
  grants: WriteGrants,
  onChangeError: (error: unknown) => never,
  bodies: RecordBodies<T, V, C, U>,
): RecordWrites<T, V> {
  return {
    onCreate: grants.create
      ? (values) => writes.create({ body: bodies.create(values) }).catch(onChangeError)
      : undefined,
    onUpdate: grants.update
      ? (record, values) =>
          writes
            .update({ params: { id: record.id }, body: bodies.update(record, values) })
            .catch(onChangeError)
      : undefined,
    onDelete: grants.delete
      ? (record) => writes.remove({ params: { id: record.id } }).catch(onChangeError)
      : undefined,
  };
}
