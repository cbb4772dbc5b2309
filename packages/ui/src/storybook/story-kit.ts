/**
 * Story-only entry (`@inventory/ui/storybook`): the helpers ui stories use, for stories that live outside
 * packages/ui (apps/web's route stories, ADR 020). Never imported by runtime code.
 */
export { serverText, storyI18n, storyLocale, storyT } from './story-i18n.ts';
export { enterTimeoutMs, findVisible } from './find-visible.ts';
export { framedInDocs } from './framed-in-docs.ts';
export { documentedAs } from './documented-as.ts';
export { frameOf } from './frame-of.tsx';
export { pickOption, scanCode } from './pick-option.ts';
export { readToast, toastText } from './read-toast.ts';
export { pngFile } from '../sku-media/story-fixtures.ts';
export { bulkAction } from './bulk-action.ts';
