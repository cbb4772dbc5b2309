import type { sku as en } from '../en/sku.ts';

export const sku: typeof en = {};
