import { describe, expect, it } from 'vitest';
import type { PermissionList } from '@inventory/contracts';
import { createI18n } from '../i18n/create-i18n.ts';
import {
  changesOf,
  ownGrants,
  permissionAreas,
  stateOf,
  summarize,
  summarySentences,
  toggle,
  namesOf,
  joinList,
} from './permission-model.ts';

const info = (name: string, parentName: string | null, providers: [string, string][] = []) => ({
  name,
  displayName: name,
  parentName,
  isGranted: providers.length > 0,
  allowedProviders: [],
  grantedProviders: providers.map(([providerName, providerKey]) => ({ providerName, providerKey })),
});
const P = 'Inventory.PurchaseInvoices';
const list: PermissionList = {
  entityDisplayName: 'buyer',
  groups: [
    {
      name: 'Inventory',
      displayName: 'Inventory',
      permissions: [
        info('Inventory.Stock', null, [['R', 'buyer']]),
        info('Inventory.Stock.Delete', 'Inventory.Stock'),
        info(P, null, [['R', 'buyer']]),
        info(`${P}.Create`, P, [['R', 'buyer']]),
        info(`${P}.Delete`, P),
        info('Inventory.Settings', null),
      ],
    },
  ],
};
const groups = permissionAreas(list.groups);
const areas = groups.flatMap((g) => g.areas);

describe('the permission model', () => {
  it('makes areas of the root permissions with their actions', () => {
    expect(areas.map((a) => [a.key, a.actions.length])).toEqual([
      ['Stock', 1],
      ['PurchaseInvoices', 2],
      ['Settings', 0],
    ]);
  });

  it('shows a partial state when some of an area is granted', () => {
    const grants = ownGrants(list, 'R');
    expect(stateOf(namesOf(areas[1]!), grants)).toBe('indeterminate');
    expect(stateOf(namesOf(areas[2]!), grants)).toBe(false);
    expect(stateOf([P, `${P}.Create`], grants)).toBe(true);
  });

  it('grants the area with an action, and takes the actions away with the area', () => {
    let grants = toggle({}, areas, `${P}.Delete`, true);
    expect(grants[P]).toBe(true);
    grants = toggle(grants, areas, P, false);
    expect(grants[`${P}.Delete`]).toBe(false);
  });

  it('lists what changed against what was loaded', () => {
    const before = ownGrants(list, 'R');
    const after = toggle(toggle(before, areas, 'Inventory.Stock', false), areas, `${P}.Delete`, true);
    const changes = changesOf(before, after);
    expect(changes.granted).toEqual([`${P}.Delete`]);
    expect(changes.revoked).toEqual(['Inventory.Stock']);
    expect(changes.permissions).toContainEqual({ name: 'Inventory.Stock', isGranted: false });
  });

  it('summarizes in plain words, areas that allow the same said together, in English and in Chinese', () => {
    const grants = ownGrants(list, 'R');
    const en = createI18n('en').getFixedT('en', 'admin');
    const summary = summarize(en, groups, grants);
    expect(summary).toEqual({
      full: [],
      partial: [{ areas: ['purchase invoices'], kind: 'except', actions: ['delete'] }],
      viewOnly: ['stock'],
      noAccess: ['settings'],
    });
    expect(summarySentences(en, 'en', summary)).toEqual([
      'Purchase invoices: everything except delete.',
      'Can only see stock.',
    ]);
    const all = toggle(toggle(grants, areas, `${P}.Delete`, true), areas, 'Inventory.Stock.Delete', true);
    expect(summarySentences(en, 'en', summarize(en, groups, all))).toEqual([
      'Full use of stock and purchase invoices.',
    ]);
    const zh = createI18n('zh-Hans').getFixedT('zh-Hans', 'admin');
    expect(summarySentences(zh, 'zh-Hans', summarize(zh, groups, grants))).toEqual([
      '采购单：除删除外都可以。',
      '只能查看库存。',
    ]);
    expect(joinList('en', ['a', 'b', 'c'])).toBe('a, b, and c');
  });

  it('names what one area leaves out, and an area with every action as full use', () => {
    const few = toggle(
      toggle(ownGrants(list, 'R'), areas, `${P}.Delete`, false),
      areas,
      `${P}.Create`,
      false,
    );
    const en = createI18n('en').getFixedT('en', 'admin');
    const withDelete = toggle(few, areas, `${P}.Delete`, true);
    expect(summarize(en, groups, withDelete).partial).toEqual([
      { areas: ['purchase invoices'], kind: 'except', actions: ['create'] },
    ]);
    const stockDelete = toggle({}, areas, 'Inventory.Stock.Delete', true);
    expect(summarize(en, groups, stockDelete).full).toEqual(['stock']);
  });
});
