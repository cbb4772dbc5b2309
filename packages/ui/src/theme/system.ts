import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  qrCodeSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { numericCellRecipe } from './numeric-cell-recipe.ts';
import { semanticColors } from './semantic-tokens.ts';
import { statusBadgeRecipe } from './status-badge-recipe.ts';

/**
 * Chakra's default theme (its tokens, semantic tokens, conditions, global css, text and layer styles) with only the
 * recipes our components use: `defaultConfig` carries all ~80, ~60 KiB gzip of the first load (ADR 041). A
 * component whose recipe is left out renders unstyled without an error; system.test.ts fails first.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      qrCode: qrCodeSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** Our own tokens, semantic tokens, global css and recipes, over Chakra's (exported for the system's test). */
export const productConfig = defineConfig({
  globalCss: {
    'html, body': { bg: 'surface.page', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: {
        // CJK glyphs come from Noto on Linux, PingFang/YaHei elsewhere; listed so zh-Hans never falls back to serif.
        body: {
          value: "'Liberation Sans', Arial, 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif",
        },
        heading: {
          value: "'Liberation Sans', Arial, 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif",
        },
      },
      sizes: {
        // product-spec §9: every dialog is 500px wide.
        dialog: { value: '500px' },
      },
    },
    keyframes: {
      'loading-slide': {
        from: { transform: 'translateX(-100%)' },
        to: { transform: 'translateX(250%)' },
      },
    },
    semanticTokens: { colors: semanticColors },
    recipes: {
      statusBadge: statusBadgeRecipe,
      numericCell: numericCellRecipe,
    },
  },
});

/** The one Chakra system of the product: Chakra's base and theme, sliced to the recipes used, + our tokens and recipes. */
export const system = createSystem(defaultBaseConfig, chakraTheme, productConfig);
