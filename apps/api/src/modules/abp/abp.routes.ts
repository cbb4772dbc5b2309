import { endpoints, type FindTenantResult } from '@inventory/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { cultureOf } from '@inventory/contracts/server-texts';
import { findTenant } from '../tenant-management/tenant-lookup.service.ts';
import { getApplicationConfiguration } from './application-configuration.service.ts';
import { resourcesOf } from './localization.ts';

const toResult = (tenant: { id: string; name: string; isActive: boolean } | undefined): FindTenantResult =>
  tenant
    ? { success: true, tenantId: tenant.id, name: tenant.name, isActive: tenant.isActive }
    : { success: false, tenantId: null, name: null, isActive: false };

export function registerAbpRoutes(app: FastifyInstance): void {
  const abp = endpoints.abp;
  route(app, abp.applicationConfiguration, ({ query }, scope) =>
    getApplicationConfiguration(scope, query.IncludeLocalizationResources ?? false),
  );
  route(app, abp.applicationLocalization, async ({ query }) => ({
    resources: resourcesOf(cultureOf(query.cultureName)),
  }));
  route(app, abp.findTenantByName, async ({ params }, scope) =>
    toResult(await findTenant(scope, 'name', params.name)),
  );
  route(app, abp.findTenantById, async ({ params }, scope) =>
    toResult(await findTenant(scope, 'id', params.id)),
  );
}
