import type { layout as en } from '../en/layout.ts';

export const layout: typeof en = {
  logo: '进销存首页',
  navigation: '主导航',
  collapseMenu: '收起菜单',
  openMenu: '打开菜单',
  closeMenu: '关闭菜单',
  menu: '菜单',
  expandMenu: '展开菜单',
  userMenu: '{{name}} 的账户菜单',
  languageSwitcher: '切换语言，当前：{{language}}',
  authenticating: '正在登录…',
  authenticatingHint: '正在跳转到登录页面。',
  loading: '加载中',
};
