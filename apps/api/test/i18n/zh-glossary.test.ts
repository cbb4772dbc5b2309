import { allFeatures, ErrorCodes } from '@inventory/contracts';
import { abpEnum } from '@inventory/contracts';
import { zhTextReport } from '@inventory/contracts/zh-text';
import { DocumentState, domainError, type TransitionError } from '@inventory/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BusinessError,
  EntityNotFoundError,
  FeatureDisabledError,
  type AppError,
} from '../../src/errors/app-errors.ts';
import { appErrorEnvelope, localizeMessage } from '../../src/errors/error-envelope.ts';
import { textsOf, translate, type TextKey } from '@inventory/contracts/server-texts';
import { zhHans } from '@inventory/contracts/server-texts';
import { currentCultureOf } from '../../src/modules/abp/localization.ts';
import { transitionRefusal } from '../../src/modules/documents/document-rules.ts';
import { stockShortageError } from '../../src/modules/stock/stock-errors.ts';
import { zhHans as loginZhHans } from '../../src/oidc/login-texts/zh-hans.ts';
import { renderErrorPage } from '../../src/oidc/login-page.ts';
import { actionCodes, entityNames, sampleParamSets } from './zh-message-samples.ts';

// glossary-zh.md as a test over every Chinese text the server sends: the catalogue, each message rendered with
// the values the code really puts in, the refusals built by the code paths that join or translate values, and
// the sign-in pages.

const messageOf = (error: AppError) => appErrorEnvelope('zh-Hans', error).error.message ?? '';

describe('zh-Hans server texts follow the glossary (glossary-zh.md)', () => {
  it('every catalogue text', () => {
    expect(zhTextReport(Object.entries(textsOf('zh-Hans')))).toEqual([]);
  });

  it('every catalogue message rendered with every code and sample value its placeholders can get', () => {
    const rendered: [string, string][] = [];
    for (const key of Object.keys(zhHans) as TextKey[])
      for (const params of sampleParamSets(zhHans[key]))
        rendered.push([`${key} ${JSON.stringify(params)}`, translate('zh-Hans', key, params)]);
    expect(rendered.length).toBeGreaterThan(Object.keys(zhHans).length);
    expect(zhTextReport(rendered)).toEqual([]);
  });

  it('404s name every entity in Chinese', () => {
    expect(entityNames).toEqual(
      expect.arrayContaining(['PurchaseInvoiceItem', 'SellInvoiceItem', 'YieldItem']),
    );
    const rendered = entityNames.map((entity) => {
      const message = messageOf(new EntityNotFoundError(entity, '42'));
      return [entity, message] as const;
    });
    expect(zhTextReport(rendered)).toEqual([]);
    expect(messageOf(new EntityNotFoundError('PurchaseInvoiceItem', '42'))).toBe(
      '未找到该采购单明细（ID：42），可能已被删除。',
    );
  });

  it('refused life-cycle steps name the state and the action in Chinese', () => {
    const rendered: [string, string][] = [];
    const states = [...(Object.values(DocumentState) as DocumentState[]), null];
    for (const state of states) {
      for (const action of actionCodes) {
        const error = (
          action.startsWith('Inventory:')
            ? domainError(action, { document: 'purchase' })
            : domainError('Inventory:InvalidStateTransition', { document: 'purchase', state, action })
        ) as TransitionError;
        rendered.push([
          `${String(state)} ${action}`,
          messageOf(transitionRefusal(error, '20261123-0001', state)),
        ]);
      }
    }
    expect(zhTextReport(rendered)).toEqual([]);
    const finished = domainError('Inventory:InvalidStateTransition', {
      document: 'purchase',
      state: DocumentState.Finish,
      action: 'discard',
    }) as TransitionError;
    expect(messageOf(transitionRefusal(finished, '20261123-0001', DocumentState.Finish))).toBe(
      '单据 20261123-0001 处于“已完成”状态，不能作废。',
    );
  });

  it('a disabled feature is named by its Chinese name', () => {
    const rendered = allFeatures.map((f) => [f, messageOf(new FeatureDisabledError(f))] as const);
    expect(zhTextReport(rendered)).toEqual([]);
    expect(messageOf(new FeatureDisabledError('Inventory.Warehouse'))).toBe('此租户未启用“仓库管理”功能。');
  });

  it('shortage lines are joined the Chinese way', () => {
    const names = {
      skus: new Map([
        ['s1', '面粉'],
        ['s2', '白糖'],
      ]),
      warehouses: new Map([['w1', '一号仓']]),
    };
    const error = stockShortageError(
      'zh-Hans',
      [
        { skuId: 's1', warehouseId: 'w1', batchNumber: null, wanted: 10, available: 4 },
        { skuId: 's2', warehouseId: null, batchNumber: null, wanted: 3, available: 0 },
      ],
      names,
    );
    expect(error).toBeInstanceOf(BusinessError);
    expect(error.code).toBe(ErrorCodes.StockShortage);
    const message = messageOf(error);
    expect(zhTextReport([['StockShortage', message]])).toEqual([]);
    expect(message).toBe(
      '库存不足：“一号仓”仓库的“面粉”需要 10，可用数量只有 4；“白糖”需要 3，可用数量只有 0。',
    );
  });

  it('zod issues of a request body come out in Chinese, type names included', () => {
    const schema = z.strictObject({
      text: z.string(),
      count: z.number().int(),
      lines: z.array(z.string()),
      flag: z.boolean(),
      when: z.iso.datetime(),
      state: abpEnum(DocumentState),
      mail: z.email(),
      nested: z.object({ a: z.string() }),
    });
    const parsed = schema.safeParse({
      text: 5,
      count: 'x',
      lines: {},
      flag: 'yes',
      when: 'soon',
      state: 'Nope',
      mail: 'x',
      nested: 'x',
      extra: 1,
      other: 2,
    });
    const issues = parsed.error?.issues ?? [];
    expect(issues.length).toBeGreaterThan(8);
    const rendered = issues.map(
      (issue) => [issue.message, localizeMessage('zh-Hans', issue.message)] as const,
    );
    expect(rendered.filter(([raw, text]) => raw === text)).toEqual([]);
    expect(zhTextReport(rendered)).toEqual([]);
  });

  it('the culture the web app formats by: 2026-11-23 and 24-hour times in lists', () => {
    const culture = currentCultureOf('zh-Hans');
    expect(culture.dateTimeFormat).toMatchObject({
      shortDatePattern: 'yyyy-MM-dd',
      dateSeparator: '-',
      shortTimePattern: 'HH:mm',
      longTimePattern: 'HH:mm:ss',
    });
    expect(zhTextReport([['displayName', culture.displayName]])).toEqual([]);
  });

  it('the sign-in pages, the error code line included', () => {
    expect(zhTextReport(Object.entries(loginZhHans))).toEqual([]);
    const page = renderErrorPage('zh-Hans', 'error.protocol', 'invalid_request');
    const line = /<p class="hint">(.*?)<code>/.exec(page)?.[1] ?? '';
    expect(line).toBe('错误代码：');
  });
});
