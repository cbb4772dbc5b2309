import type { kit as en } from '../en/kit.ts';

export const kit: typeof en = {
  table: {
    selectAll: '选择本页所有行',
    selectRow: '选择“{{name}}”',
    selected_one: '已选择 {{count}} 行',
    selected_other: '已选择 {{count}} 行',
    clearSelection: '取消选择',
    bulkActions: '对所选行的操作',
    noPermission: '无权访问',
    noPermissionHint: '您没有查看此列表的权限，请联系管理员开通。',
  },
  columns: {
    code: '编码',
    name: '名称',
    unit: '单位',
    quantity: '数量',
    price: '单价',
    cost: '成本',
    amount: '金额',
    category: '分类',
    status: '状态',
    expiryDate: '到期日期',
    switch: '启用/停用',
    remarks: '备注',
  },
  filters: {
    label: '筛选条件',
    active: '当前筛选',
    remove: '移除筛选“{{name}}”',
    chip: '{{name}}：{{value}}',
    any: '全部',
  },
  picker: {
    placeholder: '输入编码或名称',
    searching: '正在搜索…',
    noResults: '未找到',
    clear: '清除',
    open: '显示选项',
    searchFailed: '搜索失败，请重新输入后重试。',
  },
  lines: {
    removed: '已删除第 {{index}} 行。',
    undo: '撤销',
    notFound: '没有编码为 {{code}} 的商品。',
  },
  fields: {
    on: '启用',
    off: '停用',
    choose: '请选择…',
  },
};
