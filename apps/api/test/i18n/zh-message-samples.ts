import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  allFeatures,
  hostPermissionGroups,
  tenantPermissionGroups,
  uploadContentTypes,
} from '@inventory/contracts';
import { DocumentState } from '@inventory/domain';

// The values the server really puts into its messages, per placeholder: codes (every one the code can send) and
// user data. A placeholder missing here fails the glossary test, so a new one has to be classified first.

const repoRoot = join(import.meta.dirname, '../../../..');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (entry.endsWith('.ts') && !entry.endsWith('.test.ts')) yield path;
  }
}

function matchesIn(dir: string, pattern: RegExp, lineFilter = /./): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(join(repoRoot, dir)))
    for (const line of readFileSync(file, 'utf8').split('\n'))
      if (lineFilter.test(line)) for (const match of line.matchAll(pattern)) found.add(match[1] ?? '');
  return [...found].sort();
}

/**
 * Every entity name a 404 can carry: the capitalised literals on lines that raise or name a missing entity
 * (`new EntityNotFoundError('Sku', id)`, `entityName: 'Role'`, `requireKnownLines(…, 'YieldItem')`).
 */
export const entityNames = matchesIn(
  'apps/api/src',
  /'([A-Z][A-Za-z]+)'/g,
  /NotFound|entityName|requireKnownLines/,
);

/** Every life-cycle action of the domain, and the refusal codes that stand in for one. */
export const actionCodes = [
  ...matchesIn('packages/domain/src/lifecycle', /kind: '(\w+)'/g),
  'Inventory:CannotDiscardAfterStockMoved',
  'Inventory:WarehouseRequired',
];

/** The `expected` of zod 4's invalid_type issues. */
export const zodTypeNames = [
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'symbol',
  'undefined',
  'null',
  'never',
  'void',
  'date',
  'array',
  'object',
  'tuple',
  'record',
  'map',
  'set',
  'file',
  'nonoptional',
  'nan',
  'function',
  'promise',
];

const permissionNames = [...tenantPermissionGroups, ...hostPermissionGroups].flatMap((g) => g.permissions);

const userText = ['一号仓'];
const numbers = [12, 0.5];

/** Sample values per placeholder: codes with all their values, user data with neutral ones. */
export const placeholderSamples: Readonly<Record<string, readonly unknown[]>> = {
  // codes
  entity: entityNames,
  state: [...Object.keys(DocumentState), ''],
  action: actionCodes,
  feature: allFeatures,
  expected: zodTypeNames,
  contentType: uploadContentTypes,
  allowed: [uploadContentTypes],
  permission: permissionNames,
  // lists as the contracts encode them (zod issues): they must not reach a Chinese text as they are
  values: ['Draft, Processing, Finish, Discard', 'R, U'],
  keys: ['extra, other'],
  fields: ['name, creationTime'],
  // user data, shown as typed
  name: [...userText, ['一号仓', '二号仓']],
  email: userText,
  tenant: userText,
  code: userText,
  sku: userText,
  warehouse: userText,
  number: ['20261123-0001'],
  batchNumber: ['20261123'],
  id: ['42'],
  itemId: ['42'],
  details: userText,
  // a command and paths an operator types (the page shown when the web app is not built)
  command: userText,
  apiPath: userText,
  docsPath: userText,
  // numbers
  ...Object.fromEntries(
    [
      'min',
      'max',
      'count',
      'wanted',
      'available',
      'need',
      'ordered',
      'received',
      'discount',
      'total',
      'sent',
      'computed',
      'amount',
      'children',
      'skus',
    ].map((name) => [name, numbers]),
  ),
};

/** Every way a template's placeholders can be filled: each sample of each placeholder, the others at their first. */
export function sampleParamSets(template: string): Record<string, unknown>[] {
  const names = [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))];
  const missing = names.filter((name) => !Object.hasOwn(placeholderSamples, name));
  if (missing.length > 0)
    throw new Error(`No samples for placeholder(s) ${missing.join(', ')} of "${template}"`);
  const first = Object.fromEntries(names.map((name) => [name, placeholderSamples[name]?.[0]]));
  const sets = [first];
  for (const name of names)
    for (const value of placeholderSamples[name]?.slice(1) ?? []) sets.push({ ...first, [name]: value });
  return sets;
}
