import type { menu as en } from '../en/menu.ts';

export const menu: typeof en = {
  groups: {
    business: '业务',
    masterData: '基础资料',
    system: '系统',
  },
  items: {
    dashboard: '仪表盘',
    stock: '库存管理',
    warehouseInvoices: '出入库单',
    purchasing: '采购管理',
    production: '生产管理',
    market: '销售管理',
    customItems: '自定义项',
    suppliers: '供应商管理',
    units: '商品/单位',
    warehouses: '仓库管理',
    system: '系统',
    users: '用户管理',
    roles: '角色管理',
    settings: '设置',
    tenants: '租户',
    auditLog: '操作日志',
    profile: '个人资料',
  },
};
