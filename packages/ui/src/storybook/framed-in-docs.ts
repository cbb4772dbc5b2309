/**
 * Story-only parameters for a story whose content is portalled or fixed (a dialog, an overlay): in docs it renders
 * in its own frame of this height instead of inline, so its dialog covers the frame and never the docs page
 * (ADR 014); the screenshot takes the viewport, where the portal is.
 */
export function framedInDocs(height = 560) {
  return {
    visual: { target: 'viewport' as const },
    docs: { story: { inline: false, height: `${height}px` } },
  };
}
