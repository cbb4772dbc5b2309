import type { errors as en } from '../en/errors.ts';

export const errors: typeof en = {
  requestError: { title: '请求错误' },
  serverError: { title: '服务器错误', message: '服务器不可用' },
  notFound: {
    title: '未找到',
    message: '该数据已不存在，可能已被其他用户删除，请刷新列表。',
  },
  conflict: {
    title: '数据已变更',
    message: '数据已被其他用户修改，请刷新后重新操作。',
  },
  unexpected: { title: '错误', message: '服务器发生了意外错误。' },
  network: { title: '网络错误', message: '无法连接到服务器，请检查网络连接。' },
  pageNotFound: {
    title: '页面不存在',
    message: '此地址没有对应的页面，可能已被移动，或链接有误。',
    home: '返回首页',
  },
  noAccess: {
    title: '无权访问',
    message: '您没有打开此页面的权限，或此功能未启用。如需使用，请联系管理员。',
    home: '返回首页',
  },
  signIn: {
    title: '登录失败',
    tryAgain: '重试',
    details: '登录服务器返回的详细信息：{{details}}',
    reasons: {
      stateMismatch: '登录响应与本次登录不匹配（状态不一致）。',
      noMatchingState: '在此浏览器中找不到对应的登录请求，可能已过期或是在其他标签页中发起的。',
      missingCode: '登录响应中缺少授权码。',
      clientMismatch: '登录响应属于其他应用或服务器（客户端或认证服务器不匹配）。',
      missingSubject: '身份令牌缺少用户标识，无法识别用户。',
      networkTimeout: '登录服务器未及时响应（网络超时）。',
      iframeTimeout: '登录服务器未及时响应后台请求（框架超时）。',
      network: '无法连接到登录服务器，请检查网络连接。',
      refused: '登录服务器拒绝了此次登录。',
      unknown: '登录时发生错误。',
    },
  },
};
