import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DocumentState, StockType, WarehouseInvoiceType, enumName } from '../enums.ts';
import type { Result } from '../result.ts';
import { productionTransition, type ProductionAction } from './production.ts';
import { purchaseTransition, type PurchaseAction } from './purchase.ts';
import { sellTransition, type SellAction } from './sell.ts';
import type { CommonAction, LifecycleState, Transition, TransitionError } from './transition.ts';
import { warehouseTransition, type WarehouseAction } from './warehouse.ts';

const { Draft, Processing, Finish, Discard } = DocumentState;
const states: LifecycleState[] = [null, Draft, Processing, Finish, Discard];
const stateLabel = (s: LifecycleState) => (s === null ? 'new' : enumName(DocumentState, s));

/** Compact outcome: the next state's name, 'deleted', or the error code. */
function outcome(result: Result<Transition, TransitionError>): string {
  if (!result.ok) return result.error.code.replace('Inventory:', '');
  return typeof result.value.next === 'string'
    ? result.value.next
    : (enumName(DocumentState, result.value.next) ?? '?');
}

const X = 'InvalidStateTransition';
const common: [string, CommonAction][] = [
  ['save', { kind: 'save' }],
  ['finish', { kind: 'finish' }],
  ['discard', { kind: 'discard', stockMoved: false }],
  ['discard after stock moved', { kind: 'discard', stockMoved: true }],
  ['delete', { kind: 'delete' }],
  ['setRemarks', { kind: 'setRemarks' }],
  ['complete', { kind: 'complete' }],
];
// Expected outcome per state, in the order new, Draft, Processing, Finish, Discard (§6 table).
const commonExpected: Record<string, string[]> = {
  save: ['Draft', 'Draft', X, X, X],
  finish: [X, X, 'Finish', X, X],
  discard: [X, 'Discard', 'Discard', X, X],
  'discard after stock moved': [X, 'Discard', 'CannotDiscardAfterStockMoved', X, X],
  delete: [X, 'deleted', X, X, 'deleted'],
  setRemarks: [X, 'Draft', 'Processing', 'Finish', 'Discard'],
  complete: [X, X, 'Finish', X, X],
};
const warehouseCommonExpected: Record<string, string[]> = {
  ...commonExpected,
  finish: [X, X, X, X, X],
  discard: [X, 'Discard', X, X, X],
  'discard after stock moved': [X, 'Discard', X, X, X],
  setRemarks: [X, 'Draft', X, 'Finish', 'Discard'],
  complete: [X, X, X, X, X],
};

type AnyTransition = (state: LifecycleState, action: CommonAction) => Result<Transition, TransitionError>;
const kinds: [string, AnyTransition, Record<string, string[]>][] = [
  ['purchase', purchaseTransition, commonExpected],
  ['sell', sellTransition, commonExpected],
  ['production', productionTransition, commonExpected],
  ['warehouse', warehouseTransition, warehouseCommonExpected],
];

describe.each(kinds)('%s: shared actions over every state', (_, transition, expected) => {
  const cases = common.flatMap(([name, action]) =>
    states.map((state, i) => [name, stateLabel(state), state, action, expected[name]?.[i]] as const),
  );
  it.each(cases)('%s from %s', (_name, _label, state, action, want) => {
    const result = transition(state, action);
    expect(outcome(result)).toBe(want);
    if (result.ok) expect(result.value.effects).toEqual([]);
  });

  it('names the document, state and action when refusing', () => {
    expect(transition(Finish, { kind: 'save' })).toEqual({
      ok: false,
      error: {
        code: 'Inventory:InvalidStateTransition',
        params: { document: _, state: Finish, action: 'save' },
      },
    });
  });
});

const submitStates = states.map((s, i) => [stateLabel(s), s, i] as const);

describe('purchase submit', () => {
  const plain: PurchaseAction = { kind: 'submit' };
  const withStock: PurchaseAction = { kind: 'submit', isCreateStockInvoice: true, warehouseId: 'w1' };
  const noWarehouse: PurchaseAction = { kind: 'submit', isCreateStockInvoice: true };
  it.each(submitStates)('from %s', (_, state, i) => {
    const allowed = i <= 1;
    expect(outcome(purchaseTransition(state, plain))).toBe(allowed ? 'Processing' : X);
    expect(outcome(purchaseTransition(state, withStock))).toBe(allowed ? 'Finish' : X);
    expect(outcome(purchaseTransition(state, noWarehouse))).toBe(allowed ? 'WarehouseRequired' : X);
  });

  it('receives the remaining quantities through one linked warehouse In', () => {
    expect(purchaseTransition(Draft, withStock)).toEqual({
      ok: true,
      value: {
        next: Finish,
        setSubmitTime: true,
        effects: [
          {
            kind: 'stockIn',
            warehouseId: 'w1',
            source: WarehouseInvoiceType.Purchase,
            lines: 'remaining',
            linkedInvoice: true,
          },
        ],
      },
    });
    expect(purchaseTransition(null, plain)).toEqual({
      ok: true,
      value: { next: Processing, effects: [], setSubmitTime: true },
    });
  });
});

describe('sell submit', () => {
  const plain: SellAction = { kind: 'submit', isCreateOutStockInvoice: false, warehouseId: 'w1' };
  const withStock: SellAction = { kind: 'submit', isCreateOutStockInvoice: true, warehouseId: 'w1' };
  const noWarehouse: SellAction = { kind: 'submit', isCreateOutStockInvoice: true, warehouseId: null };
  it.each(submitStates)('from %s', (_, state, i) => {
    const allowed = i <= 1;
    expect(outcome(sellTransition(state, plain))).toBe(allowed ? 'Processing' : X);
    expect(outcome(sellTransition(state, withStock))).toBe(allowed ? 'Finish' : X);
    expect(outcome(sellTransition(state, noWarehouse))).toBe(allowed ? 'WarehouseRequired' : X);
  });

  it('delivers by FEFO through one linked warehouse Out, never expired stock', () => {
    const result = sellTransition(null, withStock);
    expect(result.ok && result.value.effects).toEqual([
      {
        kind: 'allocateOut',
        warehouseId: 'w1',
        source: WarehouseInvoiceType.Sale,
        lines: 'document',
        allowExpired: false,
        linkedInvoice: true,
      },
    ]);
  });
});

describe('production submit', () => {
  const plain: ProductionAction = { kind: 'submit' };
  const withWarehouse: ProductionAction = { kind: 'submit', warehouseId: 'w1' };
  it.each(submitStates)('from %s', (_, state, i) => {
    const allowed = i <= 1;
    expect(outcome(productionTransition(state, plain))).toBe(allowed ? 'Processing' : X);
    expect(outcome(productionTransition(state, withWarehouse))).toBe(allowed ? 'Finish' : X);
  });

  it('takes materials and stocks in the product together', () => {
    const result = productionTransition(Draft, withWarehouse);
    expect(result.ok && result.value.effects.map((e) => [e.kind, 'lines' in e ? e.lines : ''])).toEqual([
      ['allocateOut', 'materials'],
      ['stockIn', 'product'],
    ]);
  });
});

describe('warehouse submit', () => {
  const submit = (stockType: StockType, type: WarehouseInvoiceType, to?: string | null): WarehouseAction => ({
    kind: 'submit',
    stockType,
    type,
    warehouseId: 'w1',
    moveToWarehouseId: to,
  });

  it.each(submitStates)('from %s', (_, state, i) => {
    const allowed = i <= 1;
    expect(outcome(warehouseTransition(state, submit(StockType.In, WarehouseInvoiceType.Other)))).toBe(
      allowed ? 'Finish' : X,
    );
    expect(outcome(warehouseTransition(state, submit(StockType.Out, WarehouseInvoiceType.Sale)))).toBe(
      allowed ? 'Finish' : X,
    );
    expect(
      outcome(warehouseTransition(state, submit(StockType.Move, WarehouseInvoiceType.Other, 'w2'))),
    ).toBe(allowed ? 'Finish' : X);
  });

  it.each([
    [
      StockType.In,
      WarehouseInvoiceType.Purchase,
      { kind: 'stockIn', warehouseId: 'w1', source: 3, lines: 'document', linkedInvoice: false },
    ],
    [
      StockType.Out,
      WarehouseInvoiceType.Sale,
      {
        kind: 'allocateOut',
        warehouseId: 'w1',
        source: 2,
        lines: 'document',
        allowExpired: false,
        linkedInvoice: false,
      },
    ],
    [
      StockType.Out,
      WarehouseInvoiceType.Other,
      {
        kind: 'allocateOut',
        warehouseId: 'w1',
        source: 0,
        lines: 'document',
        allowExpired: true,
        linkedInvoice: false,
      },
    ],
    [
      StockType.Move,
      WarehouseInvoiceType.Other,
      { kind: 'move', fromWarehouseId: 'w1', toWarehouseId: 'w2' },
    ],
  ] as const)('stockType %i type %i applies %j', (stockType, type, effect) => {
    const result = warehouseTransition(Draft, submit(stockType, type, 'w2'));
    expect(result.ok && result.value.effects).toEqual([effect]);
  });

  it.each([null, undefined, 'w1'])('a Move to %s is refused', (to) => {
    expect(warehouseTransition(Draft, submit(StockType.Move, WarehouseInvoiceType.Other, to))).toEqual({
      ok: false,
      error: {
        code: 'Inventory:MoveNeedsTwoWarehouses',
        params: { warehouseId: 'w1', moveToWarehouseId: to ?? null },
      },
    });
  });
});

describe('life cycle properties', () => {
  const arbAction = fc.oneof(
    fc.constant<CommonAction>({ kind: 'save' }),
    fc.constant<CommonAction>({ kind: 'finish' }),
    fc.boolean().map<CommonAction>((stockMoved) => ({ kind: 'discard', stockMoved })),
    fc.constant<CommonAction>({ kind: 'setRemarks' }),
    fc.constant<CommonAction>({ kind: 'complete' }),
    fc.constant<CommonAction>({ kind: 'delete' }),
    fc.record({
      kind: fc.constant('submit' as const),
      warehouseId: fc.option(fc.constant('w1'), { nil: null }),
    }),
  );

  type SubmitOrCommon = CommonAction | { kind: 'submit'; warehouseId: string | null };
  type Lifecycle = (state: LifecycleState, action: SubmitOrCommon) => Result<Transition, TransitionError>;
  it.each<[string, Lifecycle]>([
    ['purchase', purchaseTransition],
    ['sell', sellTransition],
    ['production', productionTransition],
  ])(
    '%s: refused actions change nothing, stock moves only on submit, Finish/Discard never reopen',
    (_, transition) => {
      fc.assert(
        fc.property(fc.array(arbAction, { maxLength: 12 }), (actions) => {
          let state: LifecycleState = null;
          for (const action of actions) {
            const before = state;
            const result = transition(state, action);
            if (!result.ok) continue;
            if (result.value.effects.length > 0) expect(action.kind).toBe('submit');
            if (result.value.next === 'deleted') {
              state = null;
              continue;
            }
            if (before === Finish || before === Discard) expect(result.value.next).toBe(before);
            state = result.value.next;
          }
        }),
      );
    },
  );
});
