import type { supplier as en } from '../en/supplier.ts';

export const supplier: typeof en = {};
