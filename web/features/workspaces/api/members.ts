import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member } from '@core/api/workspaces.schema';
import type { Role } from '@core/workspaces/roles';
import { api } from '@web/lib/api-client';
import { MEMBERS_KEY } from '@web/hooks/use-members';
import { queryKeys } from '@web/lib/query-keys';

export { useMembers } from '@web/hooks/use-members';

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      api<Member>(`/api/workspace/members/${id}`, { method: 'PATCH', body: { role } }),
    onSuccess: (member) => {
      queryClient.setQueryData<Member[]>(MEMBERS_KEY, (list) =>
        list?.map((each) => (each.id === member.id ? member : each)),
      );
      // The person's own role decides what every screen offers them.
      if (member.you) void queryClient.invalidateQueries({ queryKey: queryKeys.workspaces });
    },
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/workspace/members/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<Member[]>(MEMBERS_KEY, (list) =>
        list?.filter((member) => member.id !== id),
      ),
  });
}
