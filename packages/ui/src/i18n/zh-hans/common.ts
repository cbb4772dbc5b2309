import type { common as en } from '../en/common.ts';

export const common: typeof en = {
  appName: '进销存',
  actions: {
    query: '查询',
    reset: '重置',
    create: '新建',
    edit: '编辑',
    detail: '详情',
    delete: '删除',
    save: '保存',
    submit: '提交',
    modify: '修改',
    cancel: '取消',
    confirm: '确定',
    ok: '确定',
    close: '关闭',
    retry: '重试',
    changePassword: '修改密码',
    editProfile: '编辑资料',
    signOut: '退出登录',
  },
  status: {
    Draft: '草稿',
    Processing: '进行中',
    Finish: '已完成',
    Discard: '已作废',
  },
  expiry: {
    Normal: '正常',
    NearExpiry: '临期',
    Expired: '已过期',
  },
  messages: {
    modifySucceeded: '修改成功',
    createSucceeded: '新建成功',
    deleteSucceeded: '删除成功',
    loading: '加载中…',
  },
  table: {
    actions: '操作',
    empty: '暂无数据',
    emptyHint: '这里还没有添加任何内容。',
    loadError: '数据加载失败。',
    rowActions: '{{name}} 的操作',
  },
  pagination: {
    label: '分页',
    summary: '第 {{from}}-{{to}} 条，共 {{total}} 条',
    pageSize: '每页条数',
    previous: '上一页',
    next: '下一页',
    page: '第 {{page}} 页',
  },
  confirm: {
    title: '请确认',
    deleteTitle: '删除“{{name}}”',
    deleteMessage: '确定删除“{{name}}”吗？删除后无法恢复。',
    submitMessage: '提交后将无法再编辑。',
  },
  language: {
    label: '语言',
    names: {
      en: 'English',
      'zh-Hans': '简体中文',
    },
  },
};
