import { defineSemanticTokens } from '@chakra-ui/react';

/** Colours the components name by meaning; the palette lives in the default tokens only. */
export const semanticColors = defineSemanticTokens.colors({
  // Chakra's default red/orange text fails WCAG AA (4.5:1) on white at 12px; field errors use these.
  fg: {
    error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
    warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
  },
  brand: {
    solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.400}' } },
    contrast: { value: { _light: '{colors.white}', _dark: '{colors.gray.950}' } },
    fg: { value: { _light: '{colors.teal.800}', _dark: '{colors.teal.300}' } },
    muted: { value: { _light: '{colors.teal.100}', _dark: '{colors.teal.900}' } },
    subtle: { value: { _light: '{colors.teal.50}', _dark: '{colors.teal.950}' } },
    emphasized: { value: { _light: '{colors.teal.200}', _dark: '{colors.teal.800}' } },
    focusRing: { value: { _light: '{colors.teal.600}', _dark: '{colors.teal.400}' } },
  },
  surface: {
    page: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
    panel: { value: { _light: '{colors.white}', _dark: '{colors.gray.900}' } },
    sidebar: { value: { _light: '{colors.gray.900}', _dark: '{colors.black}' } },
    sidebarFg: { value: { _light: '{colors.gray.100}', _dark: '{colors.gray.200}' } },
    sidebarActive: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.800}' } },
    sidebarHover: { value: { _light: '{colors.gray.800}', _dark: '{colors.gray.900}' } },
    overlay: { value: { _light: '{colors.whiteAlpha.900}', _dark: '{colors.blackAlpha.800}' } },
  },
  status: {
    draft: {
      bg: { value: { _light: '{colors.gray.100}', _dark: '{colors.gray.800}' } },
      fg: { value: { _light: '{colors.gray.800}', _dark: '{colors.gray.100}' } },
      border: { value: { _light: '{colors.gray.300}', _dark: '{colors.gray.600}' } },
    },
    processing: {
      bg: { value: { _light: '{colors.blue.50}', _dark: '{colors.blue.950}' } },
      fg: { value: { _light: '{colors.blue.800}', _dark: '{colors.blue.200}' } },
      border: { value: { _light: '{colors.blue.300}', _dark: '{colors.blue.700}' } },
    },
    finish: {
      bg: { value: { _light: '{colors.green.50}', _dark: '{colors.green.950}' } },
      fg: { value: { _light: '{colors.green.800}', _dark: '{colors.green.200}' } },
      border: { value: { _light: '{colors.green.300}', _dark: '{colors.green.700}' } },
    },
    discard: {
      bg: { value: { _light: '{colors.red.50}', _dark: '{colors.red.950}' } },
      fg: { value: { _light: '{colors.red.800}', _dark: '{colors.red.200}' } },
      border: { value: { _light: '{colors.red.300}', _dark: '{colors.red.700}' } },
    },
    nearExpiry: {
      bg: { value: { _light: '{colors.orange.50}', _dark: '{colors.orange.950}' } },
      fg: { value: { _light: '{colors.orange.800}', _dark: '{colors.orange.200}' } },
      border: { value: { _light: '{colors.orange.300}', _dark: '{colors.orange.700}' } },
    },
    danger: {
      fg: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
    },
  },
});
