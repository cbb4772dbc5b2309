import { ErrorCodes } from '@inventory/contracts';
import type { endpoints, PagedResult, ParsedBodyOf, ParsedQueryOf, Supplier } from '@inventory/contracts';
import { BusinessError, EntityNotFoundError } from '../../errors/app-errors.ts';
import { pageOf } from '../../db/list-page.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { softDeleted } from '../audit/audit.ts';
import { recordCalls, type MasterRecord } from '../master-data/master-record.service.ts';
import { listSuppliers, supplierTable } from './supplier.repository.ts';
import type { SupplierFields, SupplierRow } from './supplier.repository.ts';

type SaveInput = ParsedBodyOf<typeof endpoints.supplier.create>;
type ListQuery = ParsedQueryOf<typeof endpoints.supplier.list>;

export function toSupplier(row: SupplierRow): Supplier {
  return {
    id: row.id,
    name: row.name,
    contact: row.contact,
    telePhone: row.tele_phone,
    address: row.address,
    remarks: row.remarks,
    creationTime: row.creation_time.toISOString(),
    concurrencyStamp: row.concurrency_stamp,
  };
}

function fieldsOf(input: SaveInput): SupplierFields {
  const text = (value: string | null | undefined) => (value ? value : null);
  return {
    name: input.name,
    contact: text(input.contact),
    telePhone: text(input.telePhone),
    address: text(input.address),
    remarks: text(input.remarks),
  };
}

const suppliers: MasterRecord<SupplierRow, SupplierFields> = {
  entityName: 'Supplier',
  duplicate: ({ name }) => new BusinessError(ErrorCodes.DuplicateSupplierName, { name }),
  table: supplierTable,
  keyOf: (fields) => fields.name,
  fieldsOfRow: (row) => ({
    name: row.name,
    contact: row.contact,
    telePhone: row.tele_phone,
    address: row.address,
    remarks: row.remarks,
  }),
  audited: (fields) => ({ ...fields }),
  async remove(trx, current, deleter) {
    if (!(await supplierTable.softDelete(trx, current.id, deleter))) {
      throw new EntityNotFoundError('Supplier', current.id);
    }
    return softDeleted;
  },
};

export async function getSuppliers(scope: RequestScope, query: ListQuery): Promise<PagedResult<Supplier>> {
  const { rows, total } = await scope.db.run((trx) =>
    listSuppliers(trx, { ...pageOf(query), name: query.Name }),
  );
  return { items: rows.map(toSupplier), totalCount: total };
}

export const {
  get: getSupplier,
  create: createSupplier,
  update: updateSupplierById,
  delete: deleteSupplier,
} = recordCalls(suppliers, fieldsOf, toSupplier);
