import type { LoginTexts } from './en.ts';

/** Simplified Chinese texts of the sign-in pages served by the embedded OpenID Connect provider. */
export const zhHans: LoginTexts = {
  'app.name': '进销存',
  'login.title': '登录',
  'login.language': '语言',
  'language.en': 'English',
  'language.zh-Hans': '简体中文',
  'login.heading': '登录进销存',
  'login.tenant': '租户',
  'login.tenantHint': '宿主（平台管理员）登录时无需填写。',
  'login.username': '用户名或邮箱',
  'login.password': '密码',
  'login.submit': '登录',
  'login.invalidCredentials':
    '登录信息不正确。请检查租户、用户名和密码。连续失败五次后，账户将被锁定五分钟。',
  'login.missingFields': '请输入用户名和密码。',
  'login.lockedOut': '登录失败次数过多，该账户已被锁定。请几分钟后再试。',
  'login.inactive': '该用户已被停用。请联系管理员。',
  'logout.title': '退出登录',
  'logout.question': '确定要退出登录吗？',
  'logout.confirm': '是，退出登录',
  'logout.cancel': '否，保持登录',
  'logout.done': '您已退出登录。',
  'error.title': '登录问题',
  'error.heading': '登录过程中出现问题',
  'error.expired': '此登录请求已过期或已被使用，请返回进销存重新登录。',
  'error.protocol': '应用程序发送了登录服务无法接受的请求。',
  'error.code': '错误代码：',
};
