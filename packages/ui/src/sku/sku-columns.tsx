import { type Sku, SkuKind, type SkuState, enumName } from '@inventory/contracts';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../kit/data-table-types.ts';
import { SkuStateSwitch } from './sku-state-switch.tsx';
import { SkuThumbnail } from './sku-thumbnail.tsx';

export interface SkuColumnOptions {
  t: TFunction<['sku']>;
  /** Switch changes still running, by SKU id: the state asked for (shown until the server answers). */
  pending: ReadonlyMap<string, SkuState>;
  onToggle?: (sku: Sku, next: SkuState) => void;
}

/** The SKU list's columns: image, code, name, unit, cost (4 places), category, kind, On / Off. */
export function skuColumns({ t, pending, onToggle }: SkuColumnOptions): DataColumn<Sku>[] {
  return [
    { id: 'image', headerKey: 'sku:fields.image', width: '16', cell: (sku) => <SkuThumbnail sku={sku} /> },
    { id: 'code', headerKey: 'sku:fields.code', sortField: 'code', cell: (sku) => sku.code },
    { id: 'name', headerKey: 'sku:fields.name', sortField: 'name', cell: (sku) => sku.name },
    { id: 'unit', headerKey: 'sku:fields.unit', sortField: 'unit', cell: (sku) => sku.unit ?? '' },
    {
      id: 'cost',
      headerKey: 'sku:fields.cost',
      sortField: 'cost',
      numeric: 'price',
      cell: (sku) => sku.cost,
    },
    { id: 'category', headerKey: 'sku:fields.category', cell: (sku) => sku.attribute ?? '' },
    {
      id: 'kind',
      headerKey: 'sku:fields.kind',
      sortField: 'kind',
      cell: (sku) => t(`sku:kinds.${enumName(SkuKind, sku.kind) ?? 'Single'}`),
    },
    {
      id: 'state',
      headerKey: 'sku:fields.state',
      sortField: 'state',
      cell: (sku) => (
        <SkuStateSwitch
          sku={sku}
          state={pending.get(sku.id) ?? sku.state}
          busy={pending.has(sku.id)}
          onToggle={onToggle}
        />
      ),
    },
  ];
}
