import { ErrorCodes } from '@inventory/contracts';
import type { Category, endpoints, PagedResult, ParsedBodyOf, ParsedQueryOf } from '@inventory/contracts';
import type { Kysely } from 'kysely';
import { newId, newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { BusinessError, EntityNotFoundError } from '../../errors/app-errors.ts';
import { pageOf } from '../../db/list-page.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit, auditSoftDelete, changedFields, type FieldValues } from '../audit/audit.ts';
import { childCode, isSelfOrDescendant, lastNumber } from './category-code.ts';
import { countDependents, categoryTable, findSiblingByName, lastChildCode } from './category.repository.ts';
import { listCategories, lockTree, rebaseDescendants } from './category.repository.ts';
import type { CategoryFields, CategoryRow } from './category.repository.ts';

const entityName = 'Category';

type SaveInput = ParsedBodyOf<typeof endpoints.category.create>;
type ListQuery = ParsedQueryOf<typeof endpoints.category.list>;

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    coverImage: row.cover_image,
    parentId: row.parent_id,
    sort: row.sort,
    color: row.color,
  };
}

function fieldsOf(input: SaveInput): CategoryFields {
  const text = (value: string | null | undefined) => (value ? value : null);
  return {
    name: input.name,
    parentId: input.parentId ? input.parentId.toLowerCase() : null,
    coverImage: text(input.coverImage),
    sort: input.sort,
    color: text(input.color),
  };
}

function auditedValues(fields: CategoryFields, code: string): FieldValues {
  return { ...fields, code };
}

function fieldsOfRow(row: CategoryRow): CategoryFields {
  return {
    name: row.name,
    parentId: row.parent_id,
    coverImage: row.cover_image,
    sort: row.sort,
    color: row.color,
  };
}

async function loadParent(trx: Kysely<Schema>, parentId: string | null): Promise<CategoryRow | null> {
  if (!parentId) return null;
  const parent = await categoryTable.find(trx, parentId);
  if (!parent) throw new EntityNotFoundError(entityName, parentId);
  return parent;
}

async function ensureUniqueName(
  trx: Kysely<Schema>,
  fields: CategoryFields,
  exceptId?: string,
): Promise<void> {
  if (await findSiblingByName(trx, fields.parentId, fields.name, exceptId)) {
    throw new BusinessError(ErrorCodes.DuplicateCategoryName, { name: fields.name });
  }
}

function rethrowDuplicate(error: unknown, name: string): never {
  if ((error as { code?: string }).code === '23505') {
    throw new BusinessError(ErrorCodes.DuplicateCategoryName, { name });
  }
  throw error;
}

async function nextChildCode(trx: Kysely<Schema>, parent: CategoryRow | null): Promise<string> {
  const last = await lastChildCode(trx, parent?.id ?? null);
  return childCode(parent?.code ?? null, last ? lastNumber(last) + 1 : 1);
}

export async function getCategories(scope: RequestScope, query: ListQuery): Promise<PagedResult<Category>> {
  const { rows, total } = await scope.db.run((trx) =>
    listCategories(trx, { ...pageOf(query), filter: query.Filter, parentId: query.ParentId?.toLowerCase() }),
  );
  return { items: rows.map(toCategory), totalCount: total };
}

export async function getCategory(scope: RequestScope, id: string): Promise<Category> {
  const row = await scope.db.run((trx) => categoryTable.find(trx, id.toLowerCase()));
  if (!row) throw new EntityNotFoundError(entityName, id);
  return toCategory(row);
}

export async function createCategory(scope: RequestScope, input: SaveInput): Promise<Category> {
  const fields = fieldsOf(input);
  const time = new Date();
  return scope.db.run(async (trx) => {
    await lockTree(trx, scope.db.tenantId);
    const parent = await loadParent(trx, fields.parentId);
    await ensureUniqueName(trx, fields);
    const code = await nextChildCode(trx, parent);
    const row = await categoryTable
      .insert(trx, {
        ...fields,
        code,
        tenantId: scope.db.tenantId,
        id: newId(time.getTime()),
        stamp: newStamp(),
        creatorId: scope.user?.sub ?? null,
        time,
      })
      .catch((error: unknown) => rethrowDuplicate(error, fields.name));
    await audit(trx, scope, {
      entityName,
      entityId: row.id,
      action: 'Created',
      changedFields: changedFields({}, auditedValues(fields, code)),
      time,
    });
    return toCategory(row);
  });
}

/** Also moves the category (and its subtree) when parentId changes; never under itself or a descendant. */
export async function updateCategoryById(
  scope: RequestScope,
  rawId: string,
  input: SaveInput,
): Promise<Category> {
  const id = rawId.toLowerCase();
  const fields = fieldsOf(input);
  const time = new Date();
  return scope.db.run(async (trx) => {
    await lockTree(trx, scope.db.tenantId);
    const current = await categoryTable.find(trx, id);
    if (!current) throw new EntityNotFoundError(entityName, id);
    const parent = await loadParent(trx, fields.parentId);
    if (parent && isSelfOrDescendant(parent.code, current.code)) {
      throw new BusinessError(ErrorCodes.CategoryCycle, { name: current.name });
    }
    await ensureUniqueName(trx, fields, id);
    const moved = (parent?.id ?? null) !== current.parent_id;
    const code = moved ? await nextChildCode(trx, parent) : current.code;
    if (moved) await rebaseDescendants(trx, current.code, code);
    const row = await categoryTable
      .update(trx, id, current.concurrency_stamp, {
        ...fields,
        code,
        stamp: newStamp(),
        modifierId: scope.user?.sub ?? null,
        time,
      })
      .catch((error: unknown) => rethrowDuplicate(error, fields.name));
    if (!row) throw new EntityNotFoundError(entityName, id);
    await audit(trx, scope, {
      entityName,
      entityId: id,
      action: 'Updated',
      changedFields: changedFields(
        auditedValues(fieldsOfRow(current), current.code),
        auditedValues(fields, code),
      ),
      time,
    });
    return toCategory(row);
  });
}

export async function deleteCategory(scope: RequestScope, rawId: string): Promise<void> {
  const id = rawId.toLowerCase();
  const time = new Date();
  await scope.db.run(async (trx) => {
    await lockTree(trx, scope.db.tenantId);
    const current = await categoryTable.find(trx, id);
    if (!current) throw new EntityNotFoundError(entityName, id);
    const dependents = await countDependents(trx, id);
    if (dependents.children > 0 || dependents.skus > 0) {
      throw new BusinessError(ErrorCodes.CategoryHasChildren, { name: current.name, ...dependents });
    }
    await categoryTable.softDelete(trx, id, { deleterId: scope.user?.sub ?? null, time });
    await auditSoftDelete(trx, scope, { entityName, entityId: id, time });
  });
}
