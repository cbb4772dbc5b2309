import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { openDatabase, type AppDb } from './db/database.ts';
import { handleClientError } from './errors/client-error.ts';
import { handleError, registerErrorHandler } from './errors/error-handler.ts';
import { registerApiCors } from './http/cors.ts';
import { registerHealthRoutes } from './http/health.ts';
import { refuseNonJsonBodies } from './http/json-only.ts';
import { checkBearer, resolveScope } from './http/request-scope.ts';
import { enforceDeclaredRoutes } from './http/route.ts';
import { serializerCompiler } from './http/serializer.ts';
import { registerSwagger } from './http/swagger.ts';
import { registerWebApp } from './http/web-app.ts';
import { cultureFromAcceptLanguage } from '@inventory/contracts/server-texts';
import { lineFeeds } from './line-feeds.ts';
import { registerAbpRoutes } from './modules/abp/abp.routes.ts';
import { registerProfileRoutes } from './modules/account/profile.routes.ts';
import { registerAccountUserRoutes } from './modules/account/account-user.routes.ts';
import { registerAuditLogRoutes } from './modules/audit/audit-log.routes.ts';
import { auditRefusedWrite } from './modules/audit/audit.ts';
import { registerFeatureManagementRoutes } from './modules/feature-management/feature.routes.ts';
import { registerIdentityRoutes } from './modules/identity/identity.routes.ts';
import { registerPermissionManagementRoutes } from './modules/permission-management/permission.routes.ts';
import { registerSettingsRoutes } from './modules/settings/settings.routes.ts';
import { registerTenantManagementRoutes } from './modules/tenant-management/tenant.routes.ts';
import { registerWarehouseRoutes } from './modules/warehouses/warehouse.routes.ts';
import { registerSupplierRoutes } from './modules/suppliers/supplier.routes.ts';
import { registerSkuRoutes } from './modules/skus/sku.routes.ts';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { registerCategoryRoutes } from './modules/categories/category.routes.ts';
import { registerCustomizationRoutes } from './modules/customizations/customization.routes.ts';
import { registerUploadRoutes } from './modules/uploads/upload.routes.ts';
import { registerWarehouseInvoiceRoutes } from './modules/warehouse-invoices/warehouse-invoice.routes.ts';
import { registerStockRoutes } from './modules/stock/stock.routes.ts';
import { rebuildFiguresInZone } from './modules/dashboard/sales-figures.ts';
import { registerPurchaseInvoiceRoutes } from './modules/purchase-invoices/purchase-invoice.routes.ts';
import { registerSellInvoiceRoutes } from './modules/sell-invoices/sell-invoice.routes.ts';
import { registerYieldRoutes } from './modules/yields/yield.routes.ts';
import { registerOidc } from './oidc/index.ts';

export interface BuildOptions {
  /** An already open database (tests); otherwise one is opened from the config. */
  db?: AppDb;
  /** Fastify logger setting; defaults to info-level JSON logs. */
  logger?: boolean | { level: string };
}

/** Builds the whole server (API, sign-in, Swagger, web app) over a migrated database. Nothing listens yet. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; db: AppDb }> {
  const db = options.db ?? (await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }));
  const app = Fastify({
    logger: options.logger ?? { level: 'info' },
    trustProxy: config.issuer.startsWith('https:'),
    // Refusals made before routing (a malformed URL, a path parameter over the length limit) and by the HTTP
    // parser (oversized headers or URL) answer in ABP's envelope like every other error.
    frameworkErrors: handleError,
    clientErrorHandler: handleClientError,
  });
  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // Refused writes of signed-in callers are audited (issue 16), after the failed transaction rolled back.
    registerErrorHandler(app, async ({ request, ...refused }) => {
      if (request.scope) await auditRefusedWrite(request.scope, { ...refused, method: request.method });
    });
    enforceDeclaredRoutes(app);
    app.decorateRequest('culture', null);
    app.decorateRequest('scope', null);
    app.addHook('onRequest', async (request) => {
      request.culture = cultureFromAcceptLanguage(request.headers['accept-language']);
    });
    registerApiCors(app, config.webOrigins);
    // No form parser: the sign-in pages read their own posts (oidc/http.ts), and /api takes JSON only.
    refuseNonJsonBodies(app);
    await registerSwagger(app, config);

    const oidc = await registerOidc(app, { db, issuer: config.issuer, webOrigins: config.webOrigins });
    app.decorate('resolveScope', (request, options) => resolveScope(request, db, oidc, options));
    app.decorate('checkBearer', (request) => checkBearer(request, oidc));

    registerAbpRoutes(app);
    registerProfileRoutes(app);
    registerWarehouseRoutes(app);
    registerIdentityRoutes(app);
    registerPermissionManagementRoutes(app);
    registerTenantManagementRoutes(app);
    registerFeatureManagementRoutes(app);
    registerAccountUserRoutes(app);
    registerSettingsRoutes(app, { timeZoneFollower: rebuildFiguresInZone });
    registerAuditLogRoutes(app);
    registerSupplierRoutes(app);
    registerSkuRoutes(app);
    registerCategoryRoutes(app);
    registerCustomizationRoutes(app);
    // Files live beside the database; a database handed in (tests) gets a throwaway folder.
    await registerUploadRoutes(app, { dataDir: options.db ? undefined : config.dataDir });
    registerWarehouseInvoiceRoutes(app, { lineFeeds });
    registerStockRoutes(app);
    registerPurchaseInvoiceRoutes(app, { lineFeeds });
    registerSellInvoiceRoutes(app, { lineFeeds });
    registerYieldRoutes(app);
    registerDashboardRoutes(app);
    registerHealthRoutes(app, db);
    await registerWebApp(app, config.webDist);
    app.addHook('onClose', async () => {
      if (!options.db) await db.close();
    });
    return { app, db };
  } catch (error) {
    await app.close();
    if (!options.db) await db.close();
    throw error;
  }
}
