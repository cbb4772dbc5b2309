import type { account as en } from '../en/account.ts';

export const account: typeof en = {
  page: {
    title: '个人资料',
    description: '您的姓名、用户名、邮箱和密码。',
  },
  profile: {
    title: '编辑资料',
    fixed: '本企业不允许用户修改此项。',
    fields: {
      surname: '姓',
      name: '名',
      userName: '用户名',
      email: '邮箱',
      phoneNumber: '手机号码',
    },
  },
  password: {
    title: '修改密码',
    fields: {
      currentPassword: '当前密码',
      newPassword: '新密码',
      pwdConfirm: '确认新密码',
    },
  },
};
