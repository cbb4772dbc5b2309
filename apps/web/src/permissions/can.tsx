import type { ReactNode } from 'react';
import type { PolicyMode } from '@inventory/domain';
import { usePermission } from './use-permission.ts';

export interface CanProps {
  /** Policy names (each may be an ABP expression such as `A || B`). */
  policies: readonly string[];
  /** 'all' (default) or 'any' — the modifier of product-spec §6. */
  mode?: PolicyMode;
  children: ReactNode;
}

/** Renders its children only when the user holds the policies; otherwise nothing is left in the page (§6). */
export function Can({ policies, mode = 'all', children }: CanProps) {
  return usePermission(policies, mode) ? children : null;
}
