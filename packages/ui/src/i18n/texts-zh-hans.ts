import { account } from './zh-hans/account.ts';
import { category } from './zh-hans/category.ts';
import { common } from './zh-hans/common.ts';
import { errors } from './zh-hans/errors.ts';
import { kit } from './zh-hans/kit.ts';
import { layout } from './zh-hans/layout.ts';
import { menu } from './zh-hans/menu.ts';
import { session } from './zh-hans/session.ts';
import { sku } from './zh-hans/sku.ts';
import { skuMedia } from './zh-hans/sku-media.ts';
import { stock } from './zh-hans/stock.ts';
import { supplier } from './zh-hans/supplier.ts';
import { validation } from './zh-hans/validation.ts';
import { warehouse } from './zh-hans/warehouse.ts';
import { warehouseInvoice } from './zh-hans/warehouse-invoice.ts';
import type { StartTexts } from './screen-texts.ts';

/**
 * The Simplified Chinese texts of the start in one module: the web app loads it as a chunk of its own when the language is in
 * use, so the first load carries one language (ADR 041) and, of it, the namespaces any screen may show; the
 * namespaces of a few screens come with their routes (screen-texts.ts, ADR 049). Typed as StartTexts: a namespace
 * added to resources.ts and not here (nor to the screens' namespaces) fails to compile.
 */
export const zhHansTexts: StartTexts = {
  account,
  category,
  common,
  errors,
  kit,
  layout,
  menu,
  session,
  sku,
  skuMedia,
  stock,
  supplier,
  validation,
  warehouse,
  warehouseInvoice,
};
