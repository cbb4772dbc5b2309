export interface TitleParts {
  /** The `Inventory.ProductDisplayName` setting (the settings screen's product name) when the server sends one. */
  productSetting: string | null | undefined;
  /** The translated product name, used when the setting is absent. */
  productFallback: string;
  /** `currentTenant.name`; the host user has none. */
  tenantName: string | null | undefined;
  /** The page's host name, standing in for the tenant on the host side. */
  host: string;
}

/** The setting that names the product, when the server sends it. */
export const productNameSetting = 'Inventory.ProductDisplayName';

/**
 * The page title "<product name> - <tenant name>" (product-spec §1).
 * e.g. `composeTitle({ productSetting: null, productFallback: 'Inventory', tenantName: 'demo', host: 'x' })` → 'Inventory - demo'
 */
export function composeTitle({ productSetting, productFallback, tenantName, host }: TitleParts): string {
  const product = productSetting?.trim() || productFallback;
  const tenant = tenantName?.trim() || host;
  return `${product} - ${tenant}`;
}
