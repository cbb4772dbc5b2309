/**
 * product-spec §9: the layout's breakpoints in CSS pixels. Below `compact` the app shell has no room for its menu
 * beside the page and moves it into a drawer; `regular` is the desktop the screens are drawn for; `wide` is the
 * largest screen they are checked on.
 */
export const screenWidths = { compact: 720, regular: 1280, wide: 1920 } as const;

export type ScreenWidth = keyof typeof screenWidths;
