import { allFeatures } from '@inventory/contracts';
import type { endpoints, FeatureList, ParsedBodyOf, ParsedQueryOf } from '@inventory/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { EntityNotFoundError, PermissionDeniedError, ValidationError } from '../../errors/app-errors.ts';
import type { ValidationFailure } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { isTextKey, translate, type Culture } from '@inventory/contracts/server-texts';
import { featureValueRows } from '../../auth/access.repository.ts';
import { featureValuesOf } from '../../auth/access.service.ts';
import { audit } from '../audit/audit.ts';
import { existingTenant } from '../tenant-management/tenant.service.ts';
import { requireHost, withinTenant } from '../tenant-management/within-tenant.ts';
import { upsertFeatureValues } from '../tenant-management/feature-value.repository.ts';
import { isUuid } from '../../db/ids.ts';

type ProviderQuery = ParsedQueryOf<typeof endpoints.featureManagement.get>;
type UpdateInput = ParsedBodyOf<typeof endpoints.featureManagement.update>;

const managePermissions = [
  'FeatureManagement.ManageHostFeatures',
  'AbpTenantManagement.Tenants.ManageFeatures',
];

/** The host edits a tenant's features with either of the two ABP permissions. */
async function requireFeatureManager(scope: RequestScope): Promise<void> {
  requireHost(scope, managePermissions[1] ?? '');
  const granted = (await scope.access()).grantedPolicies;
  if (!managePermissions.some((name) => granted.has(name)))
    throw new PermissionDeniedError(managePermissions.join(' || '));
}

/** Only tenant features exist here (providerName T, providerKey = tenant id). */
function tenantIdOf(query: ProviderQuery): string {
  if (query.providerName !== 'T') {
    throw new ValidationError([
      { key: 'errors:FeatureProviderNotSupported', params: {}, members: ['providerName'] },
    ]);
  }
  const key = query.providerKey ?? '';
  if (!isUuid(key)) throw new EntityNotFoundError('Tenant', key);
  return key;
}

function displayName(culture: Culture, key: string, fallback: string): string {
  return isTextKey(key) ? translate(culture, key) : fallback;
}

async function tenantFeatureValues(trx: Kysely<Schema>, scope: RequestScope, tenantId: string) {
  await existingTenant(trx, tenantId);
  return featureValuesOf(await withinTenant(trx, scope, tenantId, (inTenant) => featureValueRows(inTenant)));
}

export async function getFeatures(scope: RequestScope, query: ProviderQuery): Promise<FeatureList> {
  await requireFeatureManager(scope);
  const tenantId = tenantIdOf(query);
  const values = await scope.db.run((trx) => tenantFeatureValues(trx, scope, tenantId));
  return {
    groups: [
      {
        name: 'Inventory',
        displayName: displayName(scope.culture, 'features:Inventory', 'Inventory'),
        features: allFeatures.map((name) => ({
          name,
          displayName: displayName(scope.culture, `features:${name}`, name),
          value: values[name] ?? 'False',
          provider: { name: 'T', key: tenantId },
          description: null,
          valueType: {
            name: 'ToggleStringValueType',
            properties: {},
            validator: { name: 'BOOLEAN', properties: {} },
          },
          depth: 0,
          parentName: null,
        })),
      },
    ],
  };
}

/** "True"/"False" in any case (business-rules §9), stored as ABP writes them. */
function normalizedValues(input: UpdateInput): { name: string; value: string }[] {
  const known = new Set<string>(allFeatures);
  const failures: ValidationFailure[] = [];
  const values = input.features.map(({ name, value }, index) => {
    const lower = value.trim().toLowerCase();
    if (!known.has(name)) {
      failures.push({ key: 'errors:UnknownFeature', params: { name }, members: [`features.${index}.name`] });
    } else if (lower !== 'true' && lower !== 'false') {
      failures.push({
        key: 'errors:InvalidFeatureValue',
        params: { feature: name },
        members: [`features.${index}.value`],
      });
    }
    return { name, value: lower === 'true' ? 'True' : 'False' };
  });
  if (failures.length > 0) throw new ValidationError(failures);
  return values;
}

/** Takes effect on the tenant's very next request: access is loaded per request. */
export async function updateFeatures(
  scope: RequestScope,
  query: ProviderQuery,
  input: UpdateInput,
): Promise<void> {
  await requireFeatureManager(scope);
  const tenantId = tenantIdOf(query);
  const values = normalizedValues(input);
  const time = new Date();
  await scope.db.run(async (trx) => {
    const before = await tenantFeatureValues(trx, scope, tenantId);
    await withinTenant(trx, scope, tenantId, (inTenant) => upsertFeatureValues(inTenant, tenantId, values));
    const changes = values.filter((v) => before[v.name] !== v.value);
    if (changes.length === 0) return;
    await audit(trx, scope, {
      entityName: 'TenantFeature',
      entityId: tenantId,
      action: 'Updated',
      changedFields: Object.fromEntries(
        changes.map((v) => [v.name, { from: before[v.name] ?? null, to: v.value }]),
      ),
      time,
    });
  });
}
