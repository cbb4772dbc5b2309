import { ErrorCodes } from '@inventory/contracts';
import type { Customization, endpoints, PagedResult, ParsedBodyOf } from '@inventory/contracts';
import type { ParsedQueryOf } from '@inventory/contracts';
import { BusinessError, EntityNotFoundError } from '../../errors/app-errors.ts';
import { pageOf } from '../../db/list-page.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { changedFields, type FieldValues } from '../audit/audit.ts';
import { recordCalls, type MasterRecord } from '../master-data/master-record.service.ts';
import { customizationTable, listCustomizations } from './customization.repository.ts';
import type { CustomizationFields, CustomizationRow } from './customization.repository.ts';

type SaveInput = ParsedBodyOf<typeof endpoints.customization.create>;
type ListQuery = ParsedQueryOf<typeof endpoints.customization.list>;

function toCustomization(row: CustomizationRow): Customization {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    content: row.content,
    value: (row.value ?? null) as Customization['value'],
    remarks: row.remarks,
    creationTime: row.creation_time.toISOString(),
    concurrencyStamp: row.concurrency_stamp,
  };
}

function fieldsOf(input: SaveInput): CustomizationFields {
  const text = (value: string | null | undefined) => (value ? value : null);
  return {
    code: input.code,
    name: text(input.name),
    content: text(input.content),
    value: input.value ?? null,
    remarks: text(input.remarks),
  };
}

function auditedValues(fields: CustomizationFields): FieldValues {
  return {
    code: fields.code,
    name: fields.name,
    content: fields.content,
    value: fields.value === null ? null : JSON.stringify(fields.value),
    remarks: fields.remarks,
  };
}

const fieldsOfRow = (row: CustomizationRow): CustomizationFields => ({
  code: row.code,
  name: row.name,
  content: row.content,
  value: row.value ?? null,
  remarks: row.remarks,
});

const customizations: MasterRecord<CustomizationRow, CustomizationFields> = {
  entityName: 'Customization',
  duplicate: ({ code }) => new BusinessError(ErrorCodes.DuplicateCustomizationCode, { code }),
  table: customizationTable,
  keyOf: (fields) => fields.code,
  fieldsOfRow,
  audited: auditedValues,
  // Customization records are settings, not master data named in history: deleting removes the row.
  async remove(trx, current) {
    if (!(await customizationTable.delete(trx, current.id))) {
      throw new EntityNotFoundError('Customization', current.id);
    }
    return changedFields(auditedValues(fieldsOfRow(current)), {});
  },
};

export async function getCustomizations(
  scope: RequestScope,
  query: ListQuery,
): Promise<PagedResult<Customization>> {
  const { rows, total } = await scope.db.run((trx) =>
    listCustomizations(trx, { ...pageOf(query), code: query.Code }),
  );
  return { items: rows.map(toCustomization), totalCount: total };
}

const calls = recordCalls(customizations, fieldsOf, toCustomization);

export const createCustomization = calls.create;

export async function updateCustomizationById(
  scope: RequestScope,
  rawId: string,
  input: SaveInput,
): Promise<Customization> {
  return calls.update(scope, rawId.toLowerCase(), input);
}

export async function deleteCustomization(scope: RequestScope, rawId: string): Promise<void> {
  await calls.delete(scope, rawId.toLowerCase());
}
