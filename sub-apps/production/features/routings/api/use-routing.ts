/**
 * A routing's server data for its operations editor: the routing with its operations (one
 * query), and saving the operations in their new order (one mutation: the answer replaces the
 * routing in the cache and the list is asked again; a failure changes nothing, the request
 * layer has said why).
 */
import type { RoutingOperationsSave } from '@polaris/core/services/production/orders-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchRouting } from './fetch-routing';
import { saveRoutingOperations } from './save-routing-operations';

export const routingKey = (routingId: number) => ['mes', 'routing', routingId] as const;

export function useRouting(routingId: number) {
  return useQuery({ queryKey: routingKey(routingId), queryFn: () => fetchRouting(routingId) });
}

export function useSaveOperations(routingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: RoutingOperationsSave) => saveRoutingOperations(routingId, save),
    onSuccess: (saved) => {
      client.setQueryData(routingKey(routingId), saved);
      void client.invalidateQueries({ queryKey: ['mes', 'routings'] });
    },
  });
}
