import type { purchasing as en } from '../en/purchasing.ts';

export const purchasing: typeof en = {
  title: '采购管理',
  description: '采购单：向供应商采购了什么、已收货入库多少、还有哪些未完成。',
  fields: {
    number: '单号',
    supplier: '供应商',
    purchaseTime: '采购时间',
    total: '合计',
    state: '状态',
    received: '已入库',
    creator: '制单人',
    remarks: '备注',
    skuName: '商品名称',
    discarded: '已作废的采购单',
  },
  discardedFilter: {
    hidden: '不显示',
    shown: '显示',
  },
  progress: {
    label: '已入库 {{received}} / 共 {{ordered}}',
    none: '没有明细',
  },
  actions: {
    discard: '作废',
    finish: '完成',
  },
  confirm: {
    discardTitle: '确定作废采购单“{{number}}”吗？',
    discardMessage: '采购单“{{number}}”作废后仍保留在列表中，不能再修改。',
    finishTitle: '确定完成采购单“{{number}}”吗？',
    finishMessage: '采购单“{{number}}”完成后，尚未入库的数量将不再收货入库。',
  },
  messages: {
    discarded: '采购单“{{number}}”已作废。',
    finished: '采购单“{{number}}”已完成。',
    deleted: '采购单“{{number}}”已删除。',
  },
  empty: '没有符合条件的采购单。采购单保存后会显示在这里。',
};
