import { ErrorCodes } from '@inventory/contracts';
import type { endpoints, PagedResult, ParsedBodyOf, ParsedQueryOf, Warehouse } from '@inventory/contracts';
import { BusinessError } from '../../errors/app-errors.ts';
import { pageOf } from '../../db/list-page.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { softDeleted } from '../audit/audit.ts';
import { recordCalls, type MasterRecord } from '../master-data/master-record.service.ts';
import { holdsStock } from '../stock/balance.repository.ts';
import { listWarehouses, warehouseTable } from './warehouse.repository.ts';
import type { WarehouseFields, WarehouseRow } from './warehouse.repository.ts';

type CreateInput = ParsedBodyOf<typeof endpoints.warehouse.create>;
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
  table: warehouseTable,
  keyOf: (fields) => fields.name,
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
    await warehouseTable.softDelete(trx, current.id, deleter);
    return softDeleted;
  },
};

export async function getWarehouses(scope: RequestScope, query: ListQuery): Promise<PagedResult<Warehouse>> {
  const { rows, total } = await scope.db.run((trx) =>
    listWarehouses(trx, { ...pageOf(query), filter: query.Filter }),
  );
  return { items: rows.map(toWarehouse), totalCount: total };
}

export const {
  get: getWarehouse,
  create: createWarehouse,
  update: updateWarehouseById,
  delete: deleteWarehouse,
} = recordCalls(warehouses, fieldsOf, toWarehouse);
