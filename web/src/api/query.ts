/** react-query on top of the typed client: the query key is the route and its input. */

import type { ResponseOf, RouteSpec } from '@shared/api/contract';
import { type UseMutationOptions, type UseQueryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { type CallInput, request } from './client';

/** `[path, method, params, query]`: invalidate a route's every variant with `[route.path]`. */
export function apiQueryKey<R extends RouteSpec>(route: R, input?: CallInput<R>): readonly unknown[] {
  return [route.path, route.method, input?.params ?? null, input?.query ?? null];
}

type QueryOptions<R extends RouteSpec, T> = Omit<UseQueryOptions<ResponseOf<R>, Error, T>, 'queryKey' | 'queryFn'>;

/** A GET of the contract as a query: `useApiQuery(api.lokasi.negara, {})`. */
export function useApiQuery<R extends RouteSpec, T = ResponseOf<R>>(route: R, input: CallInput<R>, options?: QueryOptions<R, T>) {
  return useQuery({
    queryKey: apiQueryKey(route, input),
    queryFn: ({ signal }) => request(route, { ...input, signal }) as Promise<ResponseOf<R>>,
    ...options,
  });
}

type MutationOptions<R extends RouteSpec, C> = Omit<UseMutationOptions<ResponseOf<R>, Error, CallInput<R>, C>, 'mutationFn'>;

/** A changing call of the contract: `useApiMutation(api.x.update).mutateAsync({ params, body })`. */
export function useApiMutation<R extends RouteSpec, C = unknown>(route: R, options?: MutationOptions<R, C>) {
  return useMutation({
    mutationFn: (input: CallInput<R>) => request(route, input) as Promise<ResponseOf<R>>,
    ...options,
  });
}
