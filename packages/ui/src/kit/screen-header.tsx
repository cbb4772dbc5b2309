import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ScreenHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** The screen's main action (e.g. "New SKU"), at the end of the line; it wraps under on a narrow screen. */
  action?: ReactNode;
}

/** The top of every screen: its h1, a line saying what it is for, and its main action. */
export function ScreenHeader({ title, description, action }: ScreenHeaderProps) {
  return (
    <Flex align="center" justify="space-between" gap="4" wrap="wrap">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Stack>
      {action}
    </Flex>
  );
}
