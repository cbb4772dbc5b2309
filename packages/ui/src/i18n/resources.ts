import { account as enAccount } from './en/account.ts';
import { common as enCommon } from './en/common.ts';
import { errors as enErrors } from './en/errors.ts';
import { kit as enKit } from './en/kit.ts';
import { layout as enLayout } from './en/layout.ts';
import { menu as enMenu } from './en/menu.ts';
import { session as enSession } from './en/session.ts';
import { validation as enValidation } from './en/validation.ts';
import { warehouse as enWarehouse } from './en/warehouse.ts';
import { supplier as enSupplier } from './en/supplier.ts';
import { category as enCategory } from './en/category.ts';
import { sku as enSku } from './en/sku.ts';
import { skuMedia as enSkuMedia } from './en/sku-media.ts';
import { purchasing as enPurchasing } from './en/purchasing.ts';
import { sales as enSales } from './en/sales.ts';
import { stock as enStock } from './en/stock.ts';
import { dashboard as enDashboard } from './en/dashboard.ts';
import { warehouseInvoice as enWarehouseInvoice } from './en/warehouse-invoice.ts';
import { production as enProduction } from './en/production.ts';
import { admin as enAdmin } from './en/admin.ts';
import { audit as enAudit } from './en/audit.ts';
import { tenant as enTenant } from './en/tenant.ts';
import { settings as enSettings } from './en/settings.ts';
import { account as zhAccount } from './zh-hans/account.ts';
import { common as zhCommon } from './zh-hans/common.ts';
import { errors as zhErrors } from './zh-hans/errors.ts';
import { kit as zhKit } from './zh-hans/kit.ts';
import { layout as zhLayout } from './zh-hans/layout.ts';
import { menu as zhMenu } from './zh-hans/menu.ts';
import { session as zhSession } from './zh-hans/session.ts';
import { validation as zhValidation } from './zh-hans/validation.ts';
import { warehouse as zhWarehouse } from './zh-hans/warehouse.ts';
import { supplier as zhSupplier } from './zh-hans/supplier.ts';
import { category as zhCategory } from './zh-hans/category.ts';
import { sku as zhSku } from './zh-hans/sku.ts';
import { skuMedia as zhSkuMedia } from './zh-hans/sku-media.ts';
import { purchasing as zhPurchasing } from './zh-hans/purchasing.ts';
import { sales as zhSales } from './zh-hans/sales.ts';
import { stock as zhStock } from './zh-hans/stock.ts';
import { dashboard as zhDashboard } from './zh-hans/dashboard.ts';
import { warehouseInvoice as zhWarehouseInvoice } from './zh-hans/warehouse-invoice.ts';
import { production as zhProduction } from './zh-hans/production.ts';
import { admin as zhAdmin } from './zh-hans/admin.ts';
import { audit as zhAudit } from './zh-hans/audit.ts';
import { tenant as zhTenant } from './zh-hans/tenant.ts';
import { settings as zhSettings } from './zh-hans/settings.ts';

export const enResources = {
  common: enCommon,
  layout: enLayout,
  menu: enMenu,
  validation: enValidation,
  errors: enErrors,
  warehouse: enWarehouse,
  account: enAccount,
  session: enSession,
  kit: enKit,
  supplier: enSupplier,
  category: enCategory,
  sku: enSku,
  skuMedia: enSkuMedia,
  purchasing: enPurchasing,
  sales: enSales,
  stock: enStock,
  dashboard: enDashboard,
  warehouseInvoice: enWarehouseInvoice,
  production: enProduction,
  admin: enAdmin,
  settings: enSettings,
  audit: enAudit,
  tenant: enTenant,
};

export type UiResources = typeof enResources;
export type UiNamespace = keyof UiResources;

/** Every text the ui shows, per language; zh-Hans is typed against en so a missing key fails to compile too. */
export const resources: Record<UiLanguage, UiResources> = {
  en: enResources,
  'zh-Hans': {
    common: zhCommon,
    layout: zhLayout,
    menu: zhMenu,
    validation: zhValidation,
    errors: zhErrors,
    warehouse: zhWarehouse,
    account: zhAccount,
    session: zhSession,
    kit: zhKit,
    supplier: zhSupplier,
    category: zhCategory,
    sku: zhSku,
    skuMedia: zhSkuMedia,
    purchasing: zhPurchasing,
    sales: zhSales,
    stock: zhStock,
    dashboard: zhDashboard,
    warehouseInvoice: zhWarehouseInvoice,
    production: zhProduction,
    admin: zhAdmin,
    settings: zhSettings,
    audit: zhAudit,
    tenant: zhTenant,
  },
};

/**
 * Every namespace, named here rather than read off the texts: code that only needs the names (the kit's
 * `useTranslation(namespaces)`) must not pull every English text into its chunk (ADR 041). A namespace added above
 * and not here fails to compile.
 */
const namespaceNames = [
  'common',
  'layout',
  'menu',
  'validation',
  'errors',
  'warehouse',
  'account',
  'session',
  'kit',
  'supplier',
  'category',
  'sku',
  'skuMedia',
  'purchasing',
  'sales',
  'stock',
  'dashboard',
  'warehouseInvoice',
  'production',
  'admin',
  'settings',
  'audit',
  'tenant',
] as const satisfies readonly UiNamespace[];
/** Fails to compile when the list above leaves a namespace of the texts out. */
const everyNamespaceListed: Exclude<UiNamespace, (typeof namespaceNames)[number]> extends never
  ? true
  : never = true;
export const namespaces: UiNamespace[] = everyNamespaceListed && [...namespaceNames];

/** The languages the ui has texts for (abp-contract.md: `en` and `zh-Hans`). */
export const uiLanguages = ['en', 'zh-Hans'] as const;
export type UiLanguage = (typeof uiLanguages)[number];
