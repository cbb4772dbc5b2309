import { Box, chakra, Flex, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PrintRoot } from '../kit/print-root.tsx';

export interface PrintedLine {
  sku: string;
  batch: string;
  count: string;
  price: string;
  total: string;
}

export interface DocumentPrintProps {
  /** "Sale SO-20260301-0001" */
  title: string;
  /** The header's fields, already written for paper: [label, value]. */
  fields: readonly [string, string][];
  lines: readonly PrintedLine[];
  /** [label, value], the last one the document's total. */
  totals: readonly [string, string][];
  /** When it is printed (the print date under the title). */
  printedAt: Date;
  timeZone: string;
}

/**
 * A document on paper (`@media print`, A4): title, header fields, lines with their batches, totals and a line to
 * sign for whoever prepares, checks and receives it, in the current language. Hidden on screen; the page's Print
 * button calls the browser's own print.
 */
export function DocumentPrint(props: DocumentPrintProps) {
  const { t, i18n } = useTranslation('kit');
  const printedOn = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeZone: props.timeZone,
  }).format(props.printedAt);
  const cell = { borderWidth: '1px', borderColor: 'black', paddingInline: '2', paddingBlock: '1' } as const;
  return (
    <PrintRoot margin="15mm">
      <Stack gap="4" color="black" fontSize="sm">
        <Flex justify="space-between" align="baseline">
          <Heading as="h1" size="lg">
            {props.title}
          </Heading>
          <Text>{t('print.printedOn', { date: printedOn })}</Text>
        </Flex>
        <SimpleGrid columns={2} gapX="8" gapY="1">
          {props.fields.map(([label, value]) => (
            <Text key={label}>
              <chakra.span fontWeight="semibold">{label}</chakra.span> {value}
            </Text>
          ))}
        </SimpleGrid>
        <Table.Root size="sm" css={{ borderCollapse: 'collapse' }}>
          <Table.Header>
            <Table.Row>
              {(['sku', 'batch', 'count', 'price', 'total'] as const).map((column) => (
                <Table.ColumnHeader
                  key={column}
                  {...cell}
                  textAlign={column === 'sku' || column === 'batch' ? 'start' : 'end'}
                >
                  {t(`print.${column}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {props.lines.map((line, index) => (
              <Table.Row key={index}>
                <Table.Cell {...cell}>{line.sku}</Table.Cell>
                <Table.Cell {...cell}>{line.batch}</Table.Cell>
                <Table.Cell {...cell} textAlign="end">
                  {line.count}
                </Table.Cell>
                <Table.Cell {...cell} textAlign="end">
                  {line.price}
                </Table.Cell>
                <Table.Cell {...cell} textAlign="end">
                  {line.total}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Stack gap="1" alignItems="flex-end">
          {props.totals.map(([label, value], index) => (
            <Text key={label} fontWeight={index === props.totals.length - 1 ? 'bold' : 'normal'}>
              {label} {value}
            </Text>
          ))}
        </Stack>
        <SimpleGrid columns={3} gap="8" paddingTop="12">
          {(['preparedBy', 'checkedBy', 'receivedBy'] as const).map((who) => (
            <Box key={who} borderTopWidth="1px" borderColor="black" paddingTop="1">
              {t(`print.${who}`)}
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </PrintRoot>
  );
}
