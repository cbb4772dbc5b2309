import { account } from './zh-hans/account.ts';
import { admin } from './zh-hans/admin.ts';
import { audit } from './zh-hans/audit.ts';
import { category } from './zh-hans/category.ts';
import { common } from './zh-hans/common.ts';
import { dashboard } from './zh-hans/dashboard.ts';
import { errors } from './zh-hans/errors.ts';
import { kit } from './zh-hans/kit.ts';
import { layout } from './zh-hans/layout.ts';
import { menu } from './zh-hans/menu.ts';
import { production } from './zh-hans/production.ts';
import { purchasing } from './zh-hans/purchasing.ts';
import { sales } from './zh-hans/sales.ts';
import { session } from './zh-hans/session.ts';
import { settings } from './zh-hans/settings.ts';
import { sku } from './zh-hans/sku.ts';
import { skuMedia } from './zh-hans/sku-media.ts';
import { stock } from './zh-hans/stock.ts';
import { supplier } from './zh-hans/supplier.ts';
import { tenant } from './zh-hans/tenant.ts';
import { validation } from './zh-hans/validation.ts';
import { warehouse } from './zh-hans/warehouse.ts';
import { warehouseInvoice } from './zh-hans/warehouse-invoice.ts';
import type { UiResources } from './resources.ts';

/**
 * Every Simplified Chinese text in one module: the web app loads it as a chunk of its own when the language is in use, so
 * the first load carries one language and the other comes on a switch (ADR 041). Typed as resources.ts's
 * UiResources: a namespace added there and not here fails to compile.
 */
export const zhHansTexts: UiResources = {
  account,
  admin,
  audit,
  category,
  common,
  dashboard,
  errors,
  kit,
  layout,
  menu,
  production,
  purchasing,
  sales,
  session,
  settings,
  sku,
  skuMedia,
  stock,
  supplier,
  tenant,
  validation,
  warehouse,
  warehouseInvoice,
};
