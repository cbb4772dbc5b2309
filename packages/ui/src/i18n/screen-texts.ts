import type { UiLanguage, UiNamespace, UiResources } from './resources.ts';

/**
 * The namespaces only some screens use, each a chunk of its own per language (issue 19, ADR 049): the route that
 * shows them loads them beside its code, so the start carries the texts every screen may show and not these. A
 * namespace moves here only when no code outside its screens' folders uses it, or only code that those screens
 * alone show (a document kind's texts in the document kit, shown by that kind's list and editor): the
 * administration, the audit log, the tenants, the dashboard, the settings, purchasing, sales and production. Stock,
 * SKU, category, supplier and warehouse-invoice texts (its batch picker is the production editor's too) are shared
 * by several screens and stay in the start.
 */
export const screenNamespaces = [
  'admin',
  'audit',
  'dashboard',
  'production',
  'purchasing',
  'sales',
  'settings',
  'tenant',
] as const;
export type ScreenNamespace = (typeof screenNamespaces)[number];
/** The namespaces of the start: every other one. */
export type StartNamespace = Exclude<UiNamespace, ScreenNamespace>;
/** The texts of one language that the start loads (texts-en.ts, texts-zh-hans.ts). */
export type StartTexts = Pick<UiResources, StartNamespace>;

export const isScreenNamespace = (namespace: string): namespace is ScreenNamespace =>
  (screenNamespaces as readonly string[]).includes(namespace);

type Loaders = { [N in ScreenNamespace]: () => Promise<UiResources[N]> };

/** One import per language and namespace, so that each is a chunk of its own. */
export const screenTexts: Record<UiLanguage, Loaders> = {
  en: {
    admin: () => import('./en/admin.ts').then((module) => module.admin),
    audit: () => import('./en/audit.ts').then((module) => module.audit),
    dashboard: () => import('./en/dashboard.ts').then((module) => module.dashboard),
    production: () => import('./en/production.ts').then((module) => module.production),
    purchasing: () => import('./en/purchasing.ts').then((module) => module.purchasing),
    sales: () => import('./en/sales.ts').then((module) => module.sales),
    settings: () => import('./en/settings.ts').then((module) => module.settings),
    tenant: () => import('./en/tenant.ts').then((module) => module.tenant),
  },
  'zh-Hans': {
    admin: () => import('./zh-hans/admin.ts').then((module) => module.admin),
    audit: () => import('./zh-hans/audit.ts').then((module) => module.audit),
    dashboard: () => import('./zh-hans/dashboard.ts').then((module) => module.dashboard),
    production: () => import('./zh-hans/production.ts').then((module) => module.production),
    purchasing: () => import('./zh-hans/purchasing.ts').then((module) => module.purchasing),
    sales: () => import('./zh-hans/sales.ts').then((module) => module.sales),
    settings: () => import('./zh-hans/settings.ts').then((module) => module.settings),
    tenant: () => import('./zh-hans/tenant.ts').then((module) => module.tenant),
  },
};
