import type { errors as en } from '../en/errors.ts';

export const errors: typeof en = {
  requestError: { title: '请求错误' },
  serverError: { title: '服务器错误', message: '服务器不可用' },
  notFound: {
    title: '未找到',
    message: '该数据已不存在，可能已被他人删除；请刷新列表。',
  },
  conflict: {
    title: '数据已变更',
    message: '您提交的数据已被他人修改。请重新加载后再修改。',
  },
  unexpected: { title: '错误', message: '服务器发生了意外错误。' },
  network: { title: '网络错误', message: '无法连接到服务器，请检查网络连接。' },
};
