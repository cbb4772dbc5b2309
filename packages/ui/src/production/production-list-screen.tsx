import { type ProductionOrder, sortableFieldsOf, yieldListQuery } from '@inventory/contracts';
import { useMemo } from 'react';
import { creatorColumn, numberColumn, stateColumn } from '../document/document-columns.tsx';
import { DocumentListScreen, type DocumentListProps } from '../document/document-list-screen.tsx';
import type { DocumentNamespace } from '../document/lifecycle-steps.tsx';
import { LineProgress } from '../document/line-progress.tsx';
import type { DataColumn } from '../kit/data-table-types.ts';
import type { FilterDefinition } from '../kit/filter-types.ts';
import { instantToDateInput } from '../kit/zoned-date.ts';
import {
  producedOfPlanned,
  productionAllows,
  productionNewPath,
  productionPath,
} from './production-values.ts';

const sortableFields = sortableFieldsOf(yieldListQuery) ?? [];

/** The production texts have the document kit's keys (title, fields, confirm, messages, progress, editor). */
export const productionNs: DocumentNamespace = 'production';

/** `GET /api/app/yield` and the view in the address (filters SKUName, Creator, time range, State, IsNeedDiscard). */
export type ProductionListScreenProps = DocumentListProps<ProductionOrder>;

const ownFilters: FilterDefinition[] = [
  { id: 'SKUName', labelKey: 'production:fields.skuName', kind: 'text' },
  { id: 'Creator', labelKey: 'production:fields.creator', kind: 'text' },
];

/** The production list's columns: number, kit, count, day, state, produced of planned, creator. */
export function productionColumns(options: {
  timeZone: string;
  onNavigate?: (path: string) => void;
}): DataColumn<ProductionOrder>[] {
  return [
    numberColumn(productionNs, productionPath, options.onNavigate),
    {
      id: 'kit',
      headerKey: 'production:fields.kit',
      cell: (row) => [row.skuCode, row.skuName].filter(Boolean).join(' '),
    },
    { id: 'count', headerKey: 'production:fields.count', numeric: 'count', cell: (row) => row.count },
    {
      id: 'creationTime',
      headerKey: 'production:fields.creationTime',
      sortField: 'creationTime',
      cell: (row) => instantToDateInput(row.creationTime, options.timeZone),
    },
    stateColumn(productionNs),
    {
      id: 'produced',
      headerKey: 'production:fields.produced',
      cell: (row) => {
        const { done, ordered } = producedOfPlanned(row);
        return <LineProgress ns={productionNs} done={done} ordered={ordered} />;
      },
    },
    creatorColumn(productionNs),
  ];
}

/**
 * Production (`/sys/production`): the production orders with the spec's filters, their state and how much of the
 * planned count has been produced; discard, finish and delete after a confirmation, each only where the life cycle
 * allows it. It reports each step; the app (or a story's mock server) does the requests.
 */
export function ProductionListScreen(props: ProductionListScreenProps) {
  const columns = useMemo(
    () => productionColumns({ timeZone: props.timeZone, onNavigate: props.onNavigate }),
    [props.timeZone, props.onNavigate],
  );
  return (
    <DocumentListScreen
      {...props}
      ns={productionNs}
      ownFilters={ownFilters}
      columns={columns}
      sortableFields={sortableFields}
      allows={productionAllows}
      newPath={productionNewPath}
      rowId={(order) => order.id}
      rowName={(order) => order.number}
    />
  );
}
