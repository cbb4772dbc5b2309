import { account } from './en/account.ts';
import { admin } from './en/admin.ts';
import { audit } from './en/audit.ts';
import { category } from './en/category.ts';
import { common } from './en/common.ts';
import { dashboard } from './en/dashboard.ts';
import { errors } from './en/errors.ts';
import { kit } from './en/kit.ts';
import { layout } from './en/layout.ts';
import { menu } from './en/menu.ts';
import { production } from './en/production.ts';
import { purchasing } from './en/purchasing.ts';
import { sales } from './en/sales.ts';
import { session } from './en/session.ts';
import { settings } from './en/settings.ts';
import { sku } from './en/sku.ts';
import { skuMedia } from './en/sku-media.ts';
import { stock } from './en/stock.ts';
import { supplier } from './en/supplier.ts';
import { tenant } from './en/tenant.ts';
import { validation } from './en/validation.ts';
import { warehouse } from './en/warehouse.ts';
import { warehouseInvoice } from './en/warehouse-invoice.ts';
import type { UiResources } from './resources.ts';

/**
 * Every English text in one module: the web app loads it as a chunk of its own when the language is in use, so
 * the first load carries one language and the other comes on a switch (ADR 041). Typed as resources.ts's
 * UiResources: a namespace added there and not here fails to compile.
 */
export const enTexts: UiResources = {
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
