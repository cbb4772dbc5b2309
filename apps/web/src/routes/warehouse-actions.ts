import type { CreateWarehouse, UpdateWarehouse, Warehouse } from '@inventory/contracts';
import type { WarehouseScreenProps } from '@inventory/ui';

/** The writes the warehouse screen can ask for (the data layer's `useMutation(...).trigger`). */
export interface WarehouseWrites {
  create(input: { body: CreateWarehouse }): Promise<unknown>;
  update(input: { params: { id: string }; body: UpdateWarehouse }): Promise<unknown>;
  remove(input: { params: { id: string } }): Promise<unknown>;
}

export interface WarehouseGrants {
  create: boolean;
  update: boolean;
  delete: boolean;
}

type Actions = Pick<WarehouseScreenProps, 'onCreate' | 'onUpdate' | 'onDelete'>;

/**
 * The screen's callbacks: present only with their permission (the screen then removes the button), each failure
 * passed through the screen error policy. An update sends the concurrency stamp read with the record, so a change
 * made meanwhile by someone else answers 409 instead of being overwritten.
 */
export function warehouseActions(
  writes: WarehouseWrites,
  grants: WarehouseGrants,
  onChangeError: (error: unknown) => never,
): Actions {
  return {
    onCreate: grants.create ? (values) => writes.create({ body: values }).catch(onChangeError) : undefined,
    onUpdate: grants.update
      ? (warehouse: Warehouse, values) =>
          writes
            .update({
              params: { id: warehouse.id },
              body: { ...values, concurrencyStamp: warehouse.concurrencyStamp },
            })
            .catch(onChangeError)
      : undefined,
    onDelete: grants.delete
      ? (warehouse) => writes.remove({ params: { id: warehouse.id } }).catch(onChangeError)
      : undefined,
  };
}
