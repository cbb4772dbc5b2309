import type { SaveSupplier, Supplier } from '@inventory/contracts';
import type { SupplierScreenProps } from '@inventory/ui';

/** The writes the supplier screen can ask for (the data layer's `useMutation(...).trigger`). */
export interface SupplierWrites {
  create(input: { body: SaveSupplier }): Promise<unknown>;
  update(input: { params: { id: string }; body: SaveSupplier }): Promise<unknown>;
  remove(input: { params: { id: string } }): Promise<unknown>;
}

export interface SupplierGrants {
  create: boolean;
  update: boolean;
  delete: boolean;
}

type Actions = Pick<SupplierScreenProps, 'onCreate' | 'onUpdate' | 'onDelete'>;

/**
 * The screen's callbacks: present only with their permission (the screen then removes the button), each failure
 * passed through the screen error policy. An update sends the concurrency stamp read with the record, so a change
 * made meanwhile by someone else answers 409 instead of being overwritten.
 */
export function supplierActions(
  writes: SupplierWrites,
  grants: SupplierGrants,
  onChangeError: (error: unknown) => never,
): Actions {
  return {
    onCreate: grants.create ? (values) => writes.create({ body: values }).catch(onChangeError) : undefined,
    onUpdate: grants.update
      ? (supplier: Supplier, values) =>
          writes
            .update({
              params: { id: supplier.id },
              body: { ...values, concurrencyStamp: supplier.concurrencyStamp },
            })
            .catch(onChangeError)
      : undefined,
    onDelete: grants.delete
      ? (supplier) => writes.remove({ params: { id: supplier.id } }).catch(onChangeError)
      : undefined,
  };
}
