import type { supplier as en } from '../en/supplier.ts';

export const supplier: typeof en = {
  title: '供应商管理',
  description: '采购商品的来源。',
  fields: {
    name: '名称',
    contact: '联系人',
    telePhone: '电话',
    address: '地址',
    remarks: '备注',
  },
  filters: {
    search: '供应商名称',
  },
  actions: {
    create: '新建供应商',
  },
  dialogs: {
    createTitle: '新建供应商',
    editTitle: '编辑供应商',
  },
  empty: '还没有供应商。新建第一个供应商后即可采购。',
};
