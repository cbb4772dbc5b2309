import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { Endpoint, ParamsOf, QueryOf, ResponseOf } from '@inventory/contracts';
import { useApiClient } from './api-context.tsx';
import {
  callEndpoint,
  readKey,
  writeAndRevalidate,
  type ReadInput,
  type WriteInput,
} from './endpoint-calls.ts';

export interface ReadOptions<E extends Endpoint> extends Pick<
  SWRConfiguration<ResponseOf<E>>,
  'onError' | 'keepPreviousData' | 'revalidateOnMount' | 'revalidateOnFocus'
> {
  /** What else the answer depends on besides the input (e.g. the language of a localized answer). */
  vary?: string;
}

/**
 * Any GET of the contract, cached under its endpoint-derived key; `null` input = nothing to load yet. `onError`
 * replaces the app-wide error dialog for this read when the screen shows the error itself.
 */
export function useRead<E extends Endpoint>(
  endpoint: E,
  input: ReadInput<E> | null,
  { vary, ...options }: ReadOptions<E> = {},
): SWRResponse<ResponseOf<E>, unknown> {
  const client = useApiClient();
  return useSWR(
    input === null ? null : readKey(endpoint, input, vary),
    () =>
      // The key is derived from exactly this input, so the fetcher may close over it.
      callEndpoint(client, endpoint, input ?? undefined),
    options,
  );
}

/** One page (or the whole) of a list endpoint; the previous page stays shown while the next one loads. */
export function useList<E extends Endpoint>(
  endpoint: E,
  query: QueryOf<E> | null,
  options: ReadOptions<E> = {},
): SWRResponse<ResponseOf<E>, unknown> {
  return useRead(endpoint, query === null ? null : { query }, { keepPreviousData: true, ...options });
}

/** One record by its path parameters (`{ id }`); `null` = nothing to load. */
export function useGet<E extends Endpoint>(
  endpoint: E,
  params: ParamsOf<E> | null,
  options: ReadOptions<E> = {},
): SWRResponse<ResponseOf<E>, unknown> {
  return useRead(endpoint, params === null ? null : { params }, options);
}

export interface MutationOptions {
  /** Other areas whose reads this write changes (e.g. `abp`: the layout shows the profile's name). */
  alsoRevalidate?: readonly string[];
}

export interface Mutation<E extends Endpoint> {
  trigger(input?: WriteInput<E>): Promise<ResponseOf<E>>;
  /** Writes of this hook in flight. */
  isMutating: boolean;
}

/**
 * Any write of the contract. Once it succeeds every read of its area is revalidated (a changed warehouse reloads
 * the warehouse list and record); a failure rejects with the server's error and reloads nothing.
 */
export function useMutation<E extends Endpoint>(endpoint: E, options: MutationOptions = {}): Mutation<E> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [inFlight, setInFlight] = useState(0);
  const also = options.alsoRevalidate;
  const trigger = useCallback(
    async (input?: WriteInput<E>) => {
      setInFlight((count) => count + 1);
      try {
        return await writeAndRevalidate(client, (filter) => mutate(filter), endpoint, input, also);
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [client, mutate, endpoint, also],
  );
  return { trigger, isMutating: inFlight > 0 };
}
