import { StockType, type WarehouseInvoice } from '@inventory/contracts';
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { creatorColumn, numberColumn, stateColumn } from '../document/document-columns.tsx';
import type { DataColumn } from '../kit/data-table-types.ts';
import { instantToDateInput } from '../kit/zoned-date.ts';
import { sourceTypeName, stockTypeName, warehouseInvoicePath } from './warehouse-invoice-values.ts';

export interface WarehouseInvoiceColumnOptions {
  /** Opens an invoice's page; absent = the number is plain text. */
  onNavigate?: (path: string) => void;
  /** The tenant's time zone: an invoice's day is the day there. */
  timeZone: string;
}

function KindCell({ row }: { row: WarehouseInvoice }) {
  const { t } = useTranslation('warehouseInvoice');
  const kind = t(`stockTypes.${stockTypeName(row.stockType)}`);
  return <Text as="span">{`${kind} · ${t(`sourceTypes.${sourceTypeName(row.type)}`)}`}</Text>;
}

/** Where the stock went: the warehouse, and for a Move the one it went to. */
function WarehouseCell({ row }: { row: WarehouseInvoice }) {
  return (
    <Text as="span">
      {row.stockType === StockType.Move
        ? `${row.warehouseName ?? ''} → ${row.moveToWarehouseName ?? ''}`
        : (row.warehouseName ?? '')}
    </Text>
  );
}

/** The list's columns: number, kind and source, warehouse(s), what it holds, its day, state, creator. */
export function warehouseInvoiceColumns({
  timeZone,
  onNavigate,
}: WarehouseInvoiceColumnOptions): DataColumn<WarehouseInvoice>[] {
  return [
    numberColumn('warehouseInvoice', warehouseInvoicePath, onNavigate),
    {
      id: 'stockType',
      headerKey: 'warehouseInvoice:fields.stockType',
      cell: (row) => <KindCell row={row} />,
    },
    {
      id: 'warehouse',
      headerKey: 'warehouseInvoice:fields.warehouse',
      cell: (row) => <WarehouseCell row={row} />,
    },
    { id: 'content', headerKey: 'warehouseInvoice:fields.content', cell: (row) => row.content ?? '' },
    {
      id: 'creationTime',
      headerKey: 'warehouseInvoice:fields.creationTime',
      sortField: 'creationTime',
      cell: (row) => instantToDateInput(row.creationTime, timeZone),
    },
    stateColumn('warehouseInvoice'),
    creatorColumn('warehouseInvoice'),
  ];
}
