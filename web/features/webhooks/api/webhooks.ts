import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookBody,
  Delivery,
  UpdateWebhookBody,
  Webhook,
} from '@core/api/webhooks.schema';
import { api } from '@web/lib/api-client';

const KEY = ['webhooks'] as const;
const deliveriesKey = (id: string) => ['webhooks', id, 'deliveries'] as const;

export const useWebhooks = () =>
  useQuery({ queryKey: KEY, queryFn: () => api<Webhook[]>('/api/webhooks') });

/** A webhook's log; asked again every few seconds while it is open (retries land meanwhile). */
export const useDeliveries = (id: string) =>
  useQuery({
    queryKey: deliveriesKey(id),
    queryFn: () => api<Delivery[]>(`/api/webhooks/${id}/deliveries`),
    refetchInterval: 5_000,
  });

function useWebhookMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation((body: CreateWebhookBody) =>
    api<Webhook & { secret: string }>('/api/webhooks', { method: 'POST', body }),
  );

export const useUpdateWebhook = () =>
  useWebhookMutation(({ id, ...body }: UpdateWebhookBody & { id: string }) =>
    api<Webhook>(`/api/webhooks/${id}`, { method: 'PATCH', body }),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation((id: string) => api<null>(`/api/webhooks/${id}`, { method: 'DELETE' }));

export const useSendTest = () =>
  useWebhookMutation((id: string) => api<null>(`/api/webhooks/${id}/test`, { method: 'POST' }));

export const useResend = () =>
  useWebhookMutation(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    api<null>(`/api/webhooks/${id}/deliveries/${deliveryId}/resend`, { method: 'POST' }),
  );
