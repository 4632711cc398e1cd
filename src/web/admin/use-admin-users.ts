// The Users tab's calls: the paged search, deleting one user and deleting many
// (POST /api/admin/users/bulk-delete: the spec leaves the bulk path to us).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUsersPage } from '../../shared/admin';
import { apiRequest, errorMessage } from '../lib/api-client';
import { adminPaths } from '../lib/paths';
import { pluralize } from '../lib/plural';
import { toast } from '../ui/use-toast';
import { endedSession, refreshAdmin, useAdminQuery } from './admin-api';
import { fullName } from './admin-format';

export const USERS_PAGE_SIZE = 50;

export interface UserFilter {
  search: string;
  userType: '' | AdminUser['userType'];
  page: number;
}

export function useAdminUsers({ search, userType, page }: UserFilter) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(USERS_PAGE_SIZE) });
  if (search) query.set('search', search);
  if (userType) query.set('userType', userType);
  return useAdminQuery<AdminUsersPage>(`${adminPaths.users}?${query}`, { keepPrevious: true });
}

/** Everything a deleted user appeared in: the lists, the counts, their subscription and referrals. */
function refreshAfterDelete(queryClient: ReturnType<typeof useQueryClient>) {
  return refreshAdmin(queryClient, adminPaths.users, adminPaths.overview, adminPaths.subscriptions, adminPaths.referrals, adminPaths.audit);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => apiRequest('DELETE', adminPaths.user(user.id)),
    onSuccess: (_, user) => toast({ title: 'User deleted', description: `${fullName(user)} (${user.email}) has been removed.` }),
    onError: (error) => {
      if (!endedSession(queryClient, error))
        toast({ title: 'Failed to delete user', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
    onSettled: () => refreshAfterDelete(queryClient),
  });
}

export function useBulkDeleteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiRequest('POST', adminPaths.bulkDelete, { ids }),
    onSuccess: (_, ids) => toast({ title: 'Users deleted', description: `${ids.length} ${pluralize(ids.length, 'user')} removed.` }),
    onError: (error) => {
      if (!endedSession(queryClient, error))
        toast({ title: 'Bulk Delete Failed', description: errorMessage(error, 'No users were deleted.'), variant: 'destructive' });
    },
    onSettled: () => refreshAfterDelete(queryClient),
  });
}
