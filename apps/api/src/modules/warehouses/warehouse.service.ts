import {
  ErrorCodes,
  type endpoints,
  type PagedResult,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type Warehouse,
} from '@inventory/contracts';
import { BusinessError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import {
  createRecord,
  deleteRecord,
  getRecord,
  softDeleted,
  updateRecord,
  type MasterRecord,
} from '../master-data/master-record.service.ts';
import { holdsStock } from '../stock/balance.repository.ts';
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

const warehouses: MasterRecord<WarehouseRow, WarehouseFields> = {
  entityName: 'Warehouse',
  duplicate: ({ name }) => new BusinessError(ErrorCodes.DuplicateWarehouseName, { name }),
  taken: async (trx, { name }, exceptId) => (await findWarehouseByName(trx, name, exceptId)) !== undefined,
  find: findWarehouse,
  insert: insertWarehouse,
  update: updateWarehouse,
  fieldsOfRow: (row) => ({
    name: row.name,
    address: row.address,
    telePhone: row.tele_phone,
    remarks: row.remarks,
  }),
  audited: (f) => ({ name: f.name, address: f.address, telePhone: f.telePhone, remarks: f.remarks }),
  async remove(trx, current, deleter) {
    if (await holdsStock(trx, { warehouseId: current.id })) {
      throw new BusinessError(ErrorCodes.WarehouseHasStock, { name: current.name });
    }
    await softDeleteWarehouse(trx, current.id, deleter);
    return softDeleted;
  },
};

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
  return toWarehouse(await getRecord(scope, warehouses, id));
}

export async function createWarehouse(scope: RequestScope, input: CreateInput): Promise<Warehouse> {
  return toWarehouse(await createRecord(scope, warehouses, fieldsOf(input)));
}

export async function updateWarehouseById(
  scope: RequestScope,
  id: string,
  input: UpdateInput,
): Promise<Warehouse> {
  return toWarehouse(await updateRecord(scope, warehouses, id, input.concurrencyStamp, fieldsOf(input)));
}

export async function deleteWarehouse(scope: RequestScope, id: string): Promise<void> {
  await deleteRecord(scope, warehouses, id);
}
