import type { category as en } from '../en/category.ts';

export const category: typeof en = {};
