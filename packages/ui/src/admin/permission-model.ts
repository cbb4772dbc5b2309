import type { PermissionGrantInfo, PermissionGroup, PermissionList } from '@inventory/contracts';
import type { TFunction } from 'i18next';

/** One area of the tree: a root permission (seeing it) and the actions under it. */
export interface PermissionArea {
  /** The root permission's name, e.g. `Inventory.PurchaseInvoices`. */
  name: string;
  /** The last segment of the root's name, the resource key of its texts (`PurchaseInvoices`). */
  key: string;
  root: PermissionGrantInfo;
  actions: PermissionGrantInfo[];
}

export interface PermissionGroupNode {
  name: string;
  displayName: string;
  areas: PermissionArea[];
}

/** The granted state being edited: permission name → granted. */
export type GrantMap = Readonly<Record<string, boolean>>;

const lastSegment = (name: string) => name.slice(name.lastIndexOf('.') + 1);

/** The action a permission stands for: its last segment, or `View` for an area's root. */
export function actionOf(permission: PermissionGrantInfo): string {
  return permission.parentName ? lastSegment(permission.name) : 'View';
}

/** The server's groups as areas (root permissions) with their actions (children by `parentName`). */
export function permissionAreas(groups: readonly PermissionGroup[]): PermissionGroupNode[] {
  return groups.map((group) => {
    const roots = group.permissions.filter((p) => !p.parentName);
    return {
      name: group.name,
      displayName: group.displayName,
      areas: roots.map((root) => ({
        name: root.name,
        key: lastSegment(root.name),
        root,
        actions: group.permissions.filter((p) => p.parentName === root.name),
      })),
    };
  });
}

/** What the provider itself holds (not through a role): the starting point of the editor. */
export function ownGrants(list: PermissionList, providerName: string): GrantMap {
  return Object.fromEntries(
    list.groups.flatMap((group) =>
      group.permissions.map((p) => [p.name, p.grantedProviders.some((g) => g.providerName === providerName)]),
    ),
  );
}

/** The roles a permission comes through (a user's editor shows them read-only). */
export function grantingRoles(permission: PermissionGrantInfo): string[] {
  return permission.grantedProviders.filter((g) => g.providerName === 'R').map((g) => g.providerKey);
}

export function namesOf(area: PermissionArea): string[] {
  return [area.root.name, ...area.actions.map((a) => a.name)];
}

/** A group checkbox's state over some permissions: all, none, or some ("indeterminate"). */
export function stateOf(names: readonly string[], grants: GrantMap): boolean | 'indeterminate' {
  const on = names.filter((name) => grants[name]).length;
  if (on === 0) return false;
  return on === names.length ? true : 'indeterminate';
}

/**
 * One permission switched: granting an action grants its area's root (an action without seeing the area means
 * nothing); revoking the root revokes the area's actions.
 */
export function toggle(
  grants: GrantMap,
  areas: readonly PermissionArea[],
  name: string,
  on: boolean,
): GrantMap {
  const next: Record<string, boolean> = { ...grants, [name]: on };
  for (const area of areas) {
    if (area.root.name === name && !on) for (const action of area.actions) next[action.name] = false;
    if (on && area.actions.some((a) => a.name === name)) next[area.root.name] = true;
  }
  return next;
}

export function setAll(grants: GrantMap, names: readonly string[], on: boolean): GrantMap {
  return { ...grants, ...Object.fromEntries(names.map((name) => [name, on])) };
}

/** What saving would send: every permission whose state differs from the loaded one. */
export function changesOf(before: GrantMap, after: GrantMap) {
  const names = Object.keys(after).filter((name) => Boolean(before[name]) !== Boolean(after[name]));
  return {
    granted: names.filter((name) => after[name]),
    revoked: names.filter((name) => !after[name]),
    permissions: names.map((name) => ({ name, isGranted: Boolean(after[name]) })),
  };
}

/** The server's display name where it gave one (localized), else the ui's own text. */
function serverName(displayName: string, name: string): string | null {
  return displayName && displayName !== name ? displayName : null;
}

export function areaTitle(t: TFunction<'admin'>, area: PermissionArea): string {
  return (
    serverName(area.root.displayName, area.root.name) ??
    t(`permissions.areaTitles.${area.key}` as 'permissions.areaTitles.Stock', { defaultValue: area.key })
  );
}

export function actionTitle(t: TFunction<'admin'>, permission: PermissionGrantInfo): string {
  const action = actionOf(permission);
  // The server names a root permission after its area (the area's own box says that): here it is "View".
  if (!permission.parentName) return t('permissions.actionTitles.View');
  return (
    serverName(permission.displayName, permission.name) ??
    t(`permissions.actionTitles.${action}` as 'permissions.actionTitles.View', { defaultValue: action })
  );
}

export function groupTitle(t: TFunction<'admin'>, group: PermissionGroupNode): string {
  return (
    serverName(group.displayName, group.name) ??
    t(`permissions.groups.${group.name}` as 'permissions.groups.Inventory', { defaultValue: group.name })
  );
}

/** A permission named the way the summary and the change lists say it ("create purchase invoices"). */
export function permissionPhrase(t: TFunction<'admin'>, areaKey: string, action: string): string {
  const area = t(`permissions.areas.${areaKey}` as 'permissions.areas.Stock', { defaultValue: areaKey });
  return t(`permissions.verbs.${action}` as 'permissions.verbs.View', {
    area,
    defaultValue: `${action} ${area}`,
  });
}

/** Areas that allow the same actions, said together ("purchase and sell invoices: everything except delete"). */
export interface PartialAreas {
  areas: string[];
  /** The actions allowed (`only`) or left out (`except`), whichever list is shorter, as verbs. */
  kind: 'only' | 'except';
  actions: string[];
}

export interface PermissionSummary {
  /** Areas with every action. */
  full: string[];
  partial: PartialAreas[];
  /** Areas that can be seen, nothing more. */
  viewOnly: string[];
  /** Areas not visible at all. */
  noAccess: string[];
}

const areaName = (t: TFunction<'admin'>, key: string) =>
  t(`permissions.areas.${key}` as 'permissions.areas.Stock', { defaultValue: key });
const verb = (t: TFunction<'admin'>, action: string) =>
  t(`permissions.verbWords.${action}` as 'permissions.verbWords.View', { defaultValue: action });

/**
 * The plain-language summary of a grant state, from the permission names and the ui's texts: the areas used in
 * full, those seen only, those not at all, and the rest grouped by what they allow or leave out.
 */
export function summarize(
  t: TFunction<'admin'>,
  groups: readonly PermissionGroupNode[],
  grants: GrantMap,
): PermissionSummary {
  const summary: PermissionSummary = { full: [], partial: [], viewOnly: [], noAccess: [] };
  const partial = new Map<string, PartialAreas>();
  for (const area of groups.flatMap((g) => g.areas)) {
    const name = areaName(t, area.key);
    if (!grants[area.root.name]) {
      summary.noAccess.push(name);
      continue;
    }
    const allowed = area.actions.filter((a) => grants[a.name]).map(actionOf);
    const missing = area.actions.filter((a) => !grants[a.name]).map(actionOf);
    if (missing.length === 0) summary.full.push(name);
    else if (allowed.length === 0) summary.viewOnly.push(name);
    else {
      const key = `${allowed.join()}|${missing.join()}`;
      const only = allowed.length + 1 <= missing.length;
      const entry = partial.get(key) ?? {
        areas: [],
        kind: only ? 'only' : 'except',
        actions: only ? ['View', ...allowed].map((a) => verb(t, a)) : missing.map((a) => verb(t, a)),
      };
      entry.areas.push(name);
      partial.set(key, entry);
    }
  }
  summary.partial = [...partial.values()];
  return summary;
}

/** The summary's sentences in the current language. */
export function summarySentences(
  t: TFunction<'admin'>,
  language: string,
  summary: PermissionSummary,
): string[] {
  const list = (items: readonly string[]) => joinList(language, items);
  const sentences = [
    ...(summary.full.length ? [t('permissions.summaryFull', { list: list(summary.full) })] : []),
    ...summary.partial.map((p) =>
      t(p.kind === 'only' ? 'permissions.summaryOnly' : 'permissions.summaryExcept', {
        areas: list(p.areas),
        actions: list(p.actions),
      }),
    ),
    ...(summary.viewOnly.length ? [t('permissions.summaryViewOnly', { list: list(summary.viewOnly) })] : []),
  ];
  // A sentence starts with a capital (English; Chinese has none).
  return sentences.map((s) => s.charAt(0).toLocaleUpperCase(language) + s.slice(1));
}

/** "a, b and c" in the current language (Intl's list format). */
export function joinList(language: string, items: readonly string[]): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

/** The area and action of a permission name, for the change lists. */
export function phraseOfName(
  t: TFunction<'admin'>,
  groups: readonly PermissionGroupNode[],
  name: string,
): string {
  for (const area of groups.flatMap((g) => g.areas)) {
    if (area.root.name === name) return permissionPhrase(t, area.key, 'View');
    const action = area.actions.find((a) => a.name === name);
    if (action) return permissionPhrase(t, area.key, actionOf(action));
  }
  return name;
}

/** Whether a permission (or its area) matches a search text, in the shown names or the wire name. */
export function matches(text: string, ...names: string[]): boolean {
  const needle = text.trim().toLocaleLowerCase();
  return needle === '' || names.some((n) => n.toLocaleLowerCase().includes(needle));
}
