import type { skuMedia as en } from '../en/sku-media.ts';

export const skuMedia: typeof en = {};
