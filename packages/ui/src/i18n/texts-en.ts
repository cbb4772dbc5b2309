import { account } from './en/account.ts';
import { category } from './en/category.ts';
import { common } from './en/common.ts';
import { errors } from './en/errors.ts';
import { kit } from './en/kit.ts';
import { layout } from './en/layout.ts';
import { menu } from './en/menu.ts';
import { session } from './en/session.ts';
import { sku } from './en/sku.ts';
import { skuMedia } from './en/sku-media.ts';
import { stock } from './en/stock.ts';
import { supplier } from './en/supplier.ts';
import { validation } from './en/validation.ts';
import { warehouse } from './en/warehouse.ts';
import { warehouseInvoice } from './en/warehouse-invoice.ts';
import type { StartTexts } from './screen-texts.ts';

/**
 * The English texts of the start in one module: the web app loads it as a chunk of its own when the language is in
 * use, so the first load carries one language (ADR 041) and, of it, the namespaces any screen may show; the
 * namespaces of a few screens come with their routes (screen-texts.ts, ADR 049). Typed as StartTexts: a namespace
 * added to resources.ts and not here (nor to the screens' namespaces) fails to compile.
 */
export const enTexts: StartTexts = {
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
