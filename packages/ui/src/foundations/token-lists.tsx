import { Box, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ColorToken, ScaleToken } from './theme-tokens.ts';

const listStyles = { listStyleType: 'none', margin: '0', padding: '0' } as const;

/** Swatches painted with the live token, each with its name and the palette colour of every colour mode. */
export function ColorSwatches({ tokens }: { tokens: readonly ColorToken[] }) {
  return (
    <Box
      as="ul"
      {...listStyles}
      display="grid"
      gridTemplateColumns="repeat(auto-fill, minmax(15rem, 1fr))"
      gap="3"
    >
      {tokens.map((token) => (
        <HStack as="li" key={token.name} gap="3" align="center">
          <Box
            boxSize="10"
            flexShrink={0}
            borderRadius="l2"
            borderWidth="1px"
            style={{ background: token.cssVar }}
          />
          <Stack gap="0.5" minWidth="0">
            <Code size="sm" width="fit-content">
              {token.name}
            </Code>
            <Text fontSize="xs" color="fg.muted">
              {token.modes.map(([mode, value]) => `${mode} ${value}`).join(' · ')}
            </Text>
          </Stack>
        </HStack>
      ))}
    </Box>
  );
}

function StepLabel({ step }: { step: ScaleToken }) {
  return (
    <Stack gap="0.5" width="10rem" flexShrink={0}>
      <Code size="sm" width="fit-content">
        {step.name}
      </Code>
      <Text fontSize="xs" color="fg.muted">
        {[step.value, step.pixels].filter((part) => part && part !== step.name).join(' · ')}
      </Text>
    </Stack>
  );
}

/** Each font size with a line of real ui text set in it, in the current language. */
export function TypeScale({ steps }: { steps: readonly ScaleToken[] }) {
  const { t } = useTranslation('warehouse');
  return (
    <Stack as="ul" {...listStyles} gap="3">
      {steps.map((step) => (
        <HStack as="li" key={step.name} gap="4" align="center">
          <StepLabel step={step} />
          <Text truncate style={{ fontSize: step.cssVar }}>
            {t('warehouse.description')}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

/** Each spacing step as a bar of that length. */
export function SpacingScale({ steps }: { steps: readonly ScaleToken[] }) {
  return (
    <Stack as="ul" {...listStyles} gap="2">
      {steps.map((step) => (
        <HStack as="li" key={step.name} gap="4" align="center">
          <StepLabel step={step} />
          <Box height="3" bg="brand.solid" borderRadius="xs" style={{ width: step.cssVar }} />
        </HStack>
      ))}
    </Stack>
  );
}

/** Each corner radius on a square. */
export function RadiusScale({ steps }: { steps: readonly ScaleToken[] }) {
  return (
    <Box
      as="ul"
      {...listStyles}
      display="grid"
      gridTemplateColumns="repeat(auto-fill, minmax(14rem, 1fr))"
      gap="4"
    >
      {steps.map((step) => (
        <HStack as="li" key={step.name} gap="3" align="center">
          <Box
            boxSize="12"
            flexShrink={0}
            bg="brand.subtle"
            borderWidth="2px"
            borderColor="brand.solid"
            style={{ borderRadius: step.cssVar }}
          />
          <StepLabel step={step} />
        </HStack>
      ))}
    </Box>
  );
}

/** Each breakpoint as a bar in proportion to the widest. */
export function BreakpointScale({ widths }: { widths: Readonly<Record<string, number>> }) {
  const widest = Math.max(...Object.values(widths));
  return (
    <Stack as="ul" {...listStyles} gap="3">
      {Object.entries(widths).map(([name, width]) => (
        <HStack as="li" key={name} gap="4" align="center">
          <StepLabel step={{ name, cssVar: `${width}px`, value: `${width}px` }} />
          <Box
            height="3"
            bg="brand.solid"
            borderRadius="xs"
            style={{ width: `${(width / widest) * 100}%` }}
          />
        </HStack>
      ))}
    </Stack>
  );
}
