import type { warehouse as en } from '../en/warehouse.ts';

export const warehouse: typeof en = {
  warehouse: {
    title: '仓库管理',
    description: '存放库存的地点。',
    fields: {
      name: '名称',
      address: '地址',
      telePhone: '电话',
      remarks: '备注',
    },
    actions: {
      create: '新建仓库',
      edit: '编辑仓库',
      delete: '删除仓库',
    },
    filters: {
      search: '名称、地址或电话',
    },
    dialogs: {
      createTitle: '新建仓库',
      editTitle: '编辑仓库',
    },
    empty: '还没有仓库。新建第一个仓库后即可入库。',
  },
};
