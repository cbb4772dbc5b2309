import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pagedListQueryShape } from './common.ts';
import { allEndpoints } from './registry.ts';
import { parseSorting, sortableFieldsOf, sortingMessage } from './sorting.ts';
import { ValidationKeys, parseValidationMessage } from './validation-keys.ts';

const fields = ['name', 'creationTime'] as const;
const query = z.object(pagedListQueryShape(fields));

describe('Sorting', () => {
  it('parses ABP terms, field names in any case, into the declared names', () => {
    expect(query.parse({ Sorting: 'NAME desc, creationtime' }).Sorting).toEqual([
      { field: 'name', direction: 'desc' },
      { field: 'creationTime', direction: 'asc' },
    ]);
    expect(query.parse({ Sorting: '  creationTime   ASC ' }).Sorting).toEqual([
      { field: 'creationTime', direction: 'asc' },
    ]);
  });

  it('leaves the default order to the list when absent or empty', () => {
    expect(query.parse({}).Sorting).toEqual([]);
    expect(query.parse({ Sorting: '' }).Sorting).toEqual([]);
  });

  it.each([
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'name;drop table x',
    '(select 1)',
    'name desc, (select 1)',
    'name sideways',
    'name desc desc',
    'name,',
    ',name',
    'address',
    'creation_time',
  ])('refuses %j with a message naming the allowed fields', (sorting) => {
    const result = query.safeParse({ Sorting: sorting });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual(['Sorting']);
    expect(parseValidationMessage(issue?.message ?? '')).toEqual({
      key: ValidationKeys.sorting,
      params: { fields: 'name, creationTime' },
    });
    expect(issue?.message).toBe(sortingMessage(fields));
  });

  it('finds nothing on the object prototype', () => {
    expect(parseSorting('__proto__', fields)).toBeUndefined();
    expect(parseSorting('valueOf desc', fields)).toBeUndefined();
  });

  it('is declared with an allow-list on every paged list of the contract', () => {
    const lists = allEndpoints().filter((e) => e.query && Object.hasOwn(e.query.shape, 'SkipCount'));
    expect(lists.length).toBeGreaterThanOrEqual(16);
    for (const endpoint of lists) {
      const allowed = endpoint.query ? sortableFieldsOf(endpoint.query) : undefined;
      expect(allowed?.length, endpoint.name).toBeGreaterThan(0);
      expect(endpoint.query?.safeParse({ Sorting: 'constructor' }).success, endpoint.name).toBe(false);
    }
  });
});
