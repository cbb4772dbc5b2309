import {
  ErrorCodes,
  type endpoints,
  type PagedResult,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type Supplier,
} from '@inventory/contracts';
import { BusinessError, EntityNotFoundError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import {
  createRecord,
  deleteRecord,
  getRecord,
  softDeleted,
  updateRecord,
  type MasterRecord,
} from '../master-data/master-record.service.ts';
import {
  findSupplier,
  findSupplierByName,
  insertSupplier,
  listSuppliers,
  softDeleteSupplier,
  updateSupplier,
  type SupplierFields,
  type SupplierRow,
} from './supplier.repository.ts';

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
  taken: async (trx, { name }, exceptId) => (await findSupplierByName(trx, name, exceptId)) !== undefined,
  find: findSupplier,
  insert: insertSupplier,
  update: updateSupplier,
  fieldsOfRow: (row) => ({
    name: row.name,
    contact: row.contact,
    telePhone: row.tele_phone,
    address: row.address,
    remarks: row.remarks,
  }),
  audited: (fields) => ({ ...fields }),
  async remove(trx, current, deleter) {
    if (!(await softDeleteSupplier(trx, current.id, deleter))) {
      throw new EntityNotFoundError('Supplier', current.id);
    }
    return softDeleted;
  },
};

export async function getSuppliers(scope: RequestScope, query: ListQuery): Promise<PagedResult<Supplier>> {
  const { rows, total } = await scope.db.run((trx) =>
    listSuppliers(trx, {
      skip: query.SkipCount,
      take: query.MaxResultCount,
      name: query.Name,
      sorting: query.Sorting,
    }),
  );
  return { items: rows.map(toSupplier), totalCount: total };
}

export async function getSupplier(scope: RequestScope, id: string): Promise<Supplier> {
  return toSupplier(await getRecord(scope, suppliers, id));
}

export async function createSupplier(scope: RequestScope, input: SaveInput): Promise<Supplier> {
  return toSupplier(await createRecord(scope, suppliers, fieldsOf(input)));
}

export async function updateSupplierById(
  scope: RequestScope,
  id: string,
  input: SaveInput,
): Promise<Supplier> {
  return toSupplier(await updateRecord(scope, suppliers, id, input.concurrencyStamp, fieldsOf(input)));
}

export async function deleteSupplier(scope: RequestScope, id: string): Promise<void> {
  await deleteRecord(scope, suppliers, id);
}
