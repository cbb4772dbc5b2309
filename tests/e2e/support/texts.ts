/**
 * The visible texts the journey looks for, per language, as the ui's i18n resources (packages/ui/src/i18n) and the
 * server's sign-in pages write them. Written out here on purpose: an end-to-end test reads the screen as a user
 * does, so a changed label should fail it.
 */
export const appTexts = {
  en: {
    groups: { masterData: 'Master data', system: 'System' },
    items: { warehouses: 'Warehouses', units: 'SKU / units', users: 'Users', suppliers: 'Suppliers' },
    userMenu: (name: string) => `Account menu for ${name}`,
    languageSwitcher: 'Change language, current: English',
    actions: {
      changePassword: 'Change password',
      editProfile: 'Edit profile',
      signOut: 'Sign out',
      save: 'Save',
      cancel: 'Cancel',
      edit: 'Edit',
      delete: 'Delete',
    },
    modifySucceeded: 'Modified successfully',
    password: {
      title: 'Change password',
      currentPassword: 'Current password',
      newPassword: 'New password',
      pwdConfirm: 'Confirm new password',
    },
  },
  'zh-Hans': {
    groups: { masterData: '基础资料', system: '系统' },
    items: { warehouses: '仓库管理', units: '商品/单位', users: '用户管理', suppliers: '供应商管理' },
    userMenu: (name: string) => `${name} 的账户菜单`,
    languageSwitcher: '切换语言，当前：简体中文',
    actions: {
      changePassword: '修改密码',
      editProfile: '编辑资料',
      signOut: '退出登录',
      save: '保存',
      cancel: '取消',
      edit: '编辑',
      delete: '删除',
    },
    modifySucceeded: '修改成功',
    password: {
      title: '修改密码',
      currentPassword: '当前密码',
      newPassword: '新密码',
      pwdConfirm: '确认新密码',
    },
  },
} as const;

export type AppLanguage = keyof typeof appTexts;
export type AppTexts = (typeof appTexts)[AppLanguage];

/** The server's sign-in pages follow the app's language (ui_locales), so they are matched in either. */
export const signInTexts = {
  heading: /^(Sign in to Inventory|登录进销存)$/,
  tenant: /^(Tenant|租户)$/,
  userName: /^(User name or email address|用户名或邮箱)$/,
  password: /^(Password|密码)$/,
  submit: /^(Sign in|登录)$/,
  logoutQuestion: /^(Do you want to sign out\?|确定要退出登录吗？)$/,
  logoutConfirm: /^(Yes, sign me out|是，退出登录)$/,
};
