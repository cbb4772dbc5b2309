import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { numericCellRecipe } from './numeric-cell-recipe.ts';
import { semanticColors } from './semantic-tokens.ts';
import { statusBadgeRecipe } from './status-badge-recipe.ts';

const config = defineConfig({
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

/** The one Chakra system of the product: default preset + brand/surface/status tokens + shared recipes. */
export const system = createSystem(defaultConfig, config);
