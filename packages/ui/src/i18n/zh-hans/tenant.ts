import type { tenant as en } from '../en/tenant.ts';

export const tenant: typeof en = {
  title: '租户',
  description: '使用本系统的各家企业：每个租户有自己的用户、数据和功能。',
  empty: '没有符合条件的租户。',
  searchBy: '租户名称',
  fields: {
    name: '名称',
    adminEmailAddress: '管理员邮箱',
    adminPassword: '管理员密码',
  },
  nameRule:
    '只能使用英文字母、数字、连字符（-）和下划线（_），以字母或数字开头，最多 64 个字符。登录时需要输入此名称。',
  adminHint: '系统会为该租户新建用户名为“{{userName}}”的管理员，使用此邮箱和密码，拥有全部权限。',
  actions: { create: '新建租户', features: '功能' },
  dialogs: {
    createTitle: '新建租户',
    editTitle: '重命名租户“{{name}}”',
    featuresTitle: '“{{name}}”的功能',
    loadingFeatures: '正在加载功能…',
  },
  features: {
    intro:
      '关闭的功能在该租户所有人的下一次请求时即消失：相应菜单项不再显示，无论角色如何设置，相应权限都不再授予。数据会保留，重新开启后即可恢复。',
    names: {
      Stock: '库存',
      Purchase: '采购',
      Production: '生产',
      Market: '销售',
      Supplier: '供应商',
      Sku: '商品',
      Warehouse: '仓库',
    },
    hides: '关闭后隐藏菜单项：{{entries}}。',
    refuses: '关闭后不再授予以下权限：{{areas}}。',
    hidesAndRefuses: '关闭后隐藏菜单项：{{entries}}。关闭后不再授予以下权限：{{areas}}。',
    listSeparator: '、',
    saved: '“{{name}}”的功能已保存，从其下一次请求起生效。',
  },
};
