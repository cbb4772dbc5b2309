import type { category as en } from '../en/category.ts';

export const category: typeof en = {
  title: '自定义项',
  description: '商品归属的分类树。编码由系统生成。',
  treeLabel: '分类',
  search: {
    label: '搜索分类',
    placeholder: '名称或编码',
    noMatch: '没有与“{{query}}”匹配的分类。',
  },
  fields: {
    name: '名称',
    code: '编码',
    sort: '排序',
    color: '颜色',
    parent: '上级分类',
    noParent: '无（顶级）',
    noColor: '无颜色',
  },
  hints: {
    sort: '同级中数字越小越靠前。',
    color: '颜色值，例如 #336699。',
  },
  actions: {
    createRoot: '新建顶级分类',
    createChild: '新建子分类',
    edit: '编辑',
    moveUp: '上移',
    moveDown: '下移',
    delete: '删除',
  },
  dialogs: {
    createRootTitle: '新建顶级分类',
    createChildTitle: '新建“{{parent}}”的子分类',
    editTitle: '编辑分类',
  },
  details: {
    label: '选中的分类',
    none: '在分类树中选择一个分类，即可查看并操作。',
    children: '子分类',
  },
  keyboard: {
    hint: '方向键移动和展开；{{edit}} 编辑；{{insert}} 新建子分类；{{modifier}}+↑/↓ 调整顺序；{{remove}} 删除。',
  },
  moved: '顺序已保存。',
  empty: '还没有分类。新建第一个顶级分类，即可把商品归入其中。',
};
