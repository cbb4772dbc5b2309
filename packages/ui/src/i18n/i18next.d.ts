import 'i18next';
import type { UiResources } from './resources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: UiResources;
  }
}
