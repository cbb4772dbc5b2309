import type { session as en } from '../en/session.ts';

export const session: typeof en = {
  ended: {
    title: '登录已过期',
    message: '需要重新登录才能继续。已填写的内容会保留在此页面：登录后照常保存即可。',
    signIn: '重新登录',
    signingIn: '正在登录…',
    popupFailed: '登录窗口被拦截或在登录完成前被关闭。请允许此网站弹出窗口后重试。',
    signInHere: '改为在此页面登录（未保存的内容将丢失）',
  },
};
