import type { i18n } from 'i18next';
import { loadTexts, type MenuItemKey, type UiNamespace } from '@inventory/ui';

/**
 * The namespaces a route's screens use beyond the start's (ADR 049): loaded beside the route's code, so the screen
 * renders with its texts and never a key. A route not named here uses the start's namespaces only.
 */
export const routeTexts: Partial<Record<MenuItemKey, readonly UiNamespace[]>> = {
  dashboard: ['dashboard'],
  purchasing: ['purchasing'],
  production: ['production'],
  market: ['sales'],
  users: ['admin'],
  roles: ['admin'],
  tenants: ['tenant', 'admin'],
  settings: ['settings'],
  auditLog: ['audit', 'admin'],
};

let appI18n: i18n | undefined;

/** The app's instance, the one its screens translate with (startApp gives it before the first route loads). */
export function provideRouteTexts(instance: i18n) {
  appI18n = instance;
}

/** Loads the texts of the route of `item` into the app's instance; nothing to do before the app has one. */
export function loadRouteTexts(item: MenuItemKey): Promise<void> {
  const namespaces = routeTexts[item];
  return appI18n && namespaces ? loadTexts(appI18n, namespaces) : Promise.resolve();
}
