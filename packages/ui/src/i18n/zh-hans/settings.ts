import type { settings as en } from '../en/settings.ts';

/** 租户设置页面（/system/settings）的文本。 */
export const settings: typeof en = {
  title: '设置',
  description: '本企业的临期天数、时区和语言。保存后立即生效。',
  sections: {
    stock: '库存',
    regional: '时区与语言',
    profile: '个人资料',
  },
  fields: {
    nearExpiryThresholdDays: '临期天数（到期日期前的天数）',
    nearExpiryHelp: '批次在到期前这么多天内视为临期（0 至 3650）。',
    timeZone: '时区',
    timeZoneHelp: '单据日期和批次到期都按此时区计算。',
    defaultLanguage: '默认语言',
    defaultLanguageHelp: '未自行选择语言的用户使用此语言。',
    productDisplayName: '显示的产品名称',
    productDisplayNameHelp: '浏览器标签页标题中显示的产品名称；留空则使用产品自身的名称。',
    isUserNameUpdateEnabled: '允许用户修改用户名',
    isEmailUpdateEnabled: '允许用户修改邮箱',
  },
  messages: {
    saved: '设置已保存，立即生效。',
  },
};
