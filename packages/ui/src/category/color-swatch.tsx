import { Box } from '@chakra-ui/react';

/** Only a real colour is painted: the value is free text, and `url(…)` there would make the browser fetch it. */
export function paintableColor(color: string | null | undefined): string | undefined {
  if (!color) return undefined;
  const supported = typeof CSS !== 'undefined' && typeof CSS.supports === 'function';
  return supported && CSS.supports('color', color) ? color : undefined;
}

/** The category's colour as a small dot (decorative: the value itself is shown as text where it matters). */
export function ColorSwatch({ color }: { color: string | null | undefined }) {
  const paint = paintableColor(color);
  return (
    <Box
      aria-hidden
      flexShrink={0}
      boxSize="3"
      borderRadius="full"
      borderWidth="1px"
      borderColor={paint ? 'transparent' : 'border.emphasized'}
      style={paint ? { backgroundColor: paint } : undefined}
    />
  );
}
