import { warehouseEndpoints } from '@inventory/contracts';
import { useState } from 'react';
import useSWR from 'swr';
import { toPaging } from '../table/paging.ts';
import { WarehouseScreen } from '../warehouse/warehouse-screen.tsx';
import { demoClient } from './demo-client.ts';

export interface WarehouseScreenDemoProps {
  /** Without permissions: no create, edit or delete. */
  readOnly?: boolean;
}

/** Story-only: the screen wired the way apps/web wires it (typed client + SWR), answered by MSW. */
export function WarehouseScreenDemo({ readOnly = false }: WarehouseScreenDemoProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = toPaging(page, pageSize);
  const list = useSWR(['warehouse.list', query], () => demoClient.call(warehouseEndpoints.list, { query }));
  const refresh = async () => {
    await list.mutate();
  };
  return (
    <WarehouseScreen
      data={list.data}
      loading={list.isLoading}
      error={list.error}
      onRetry={() => void refresh()}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      onCreate={
        readOnly
          ? undefined
          : async (body) => {
              await demoClient.call(warehouseEndpoints.create, { body });
              await refresh();
            }
      }
      onUpdate={
        readOnly
          ? undefined
          : async (warehouse, values) => {
              await demoClient.call(warehouseEndpoints.update, {
                params: { id: warehouse.id },
                body: { ...values, concurrencyStamp: warehouse.concurrencyStamp },
              });
              await refresh();
            }
      }
      onDelete={
        readOnly
          ? undefined
          : async (warehouse) => {
              await demoClient.call(warehouseEndpoints.delete, { params: { id: warehouse.id } });
              await refresh();
            }
      }
    />
  );
}
