import { textsOf, type Culture } from '@inventory/contracts/server-texts';

/** The server's texts are one ABP resource; the web app keeps its own UI texts. */
export const resourceName = 'Inventory';

export const languages = [
  {
    cultureName: 'en',
    uiCultureName: 'en',
    displayName: 'English',
    twoLetterISOLanguageName: 'en',
    flagIcon: null,
  },
  {
    cultureName: 'zh-Hans',
    uiCultureName: 'zh-Hans',
    displayName: '简体中文',
    twoLetterISOLanguageName: 'zh',
    flagIcon: null,
  },
];

export function resourcesOf(culture: Culture) {
  return { [resourceName]: { texts: textsOf(culture), baseResources: [] } };
}

/**
 * ABP's CurrentCulture (dateTimeFormat as .NET writes it for these cultures), except that Chinese lists and forms
 * show 2026-11-23 and 24-hour times (glossary-zh.md).
 */
export function currentCultureOf(culture: Culture) {
  const zh = culture === 'zh-Hans';
  return {
    displayName: zh ? '中文（简体）' : 'English',
    englishName: zh ? 'Chinese (Simplified)' : 'English',
    threeLetterIsoLanguageName: zh ? 'zho' : 'eng',
    twoLetterIsoLanguageName: zh ? 'zh' : 'en',
    isRightToLeft: false,
    cultureName: culture,
    name: culture,
    nativeName: zh ? '中文（简体）' : 'English',
    dateTimeFormat: {
      calendarAlgorithmType: 'SolarCalendar',
      dateTimeFormatLong: zh ? 'yyyy年M月d日' : 'dddd, MMMM d, yyyy',
      shortDatePattern: zh ? 'yyyy-MM-dd' : 'M/d/yyyy',
      fullDateTimePattern: zh ? 'yyyy年M月d日 HH:mm:ss' : 'dddd, MMMM d, yyyy h:mm:ss tt',
      dateSeparator: zh ? '-' : '/',
      shortTimePattern: zh ? 'HH:mm' : 'h:mm tt',
      longTimePattern: zh ? 'HH:mm:ss' : 'h:mm:ss tt',
    },
  };
}
