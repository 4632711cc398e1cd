// Users (spec 2 §2): search by name, e-mail, clinic, city or state (on the server, paged at
// 150,000 users), one delete or many with confirmation, and the spec's empty texts.
import { ChevronLeft, ChevronRight, Search, Trash2, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdminUser } from '../../shared/admin';
import { pluralize } from '../lib/plural';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Input } from '../ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { formatDay, fullName, userTypeLabel } from './admin-format';
import { ConfirmDialog } from './confirm-dialog';
import { PendingDeletionsCard } from './pending-deletions-card';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { USERS_PAGE_SIZE, type UserFilter, useAdminUsers, useBulkDeleteUsers, useDeleteUser } from './use-admin-users';

/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 300;

export function UsersTab() {
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<UserFilter>({ search: '', userType: '', page: 1 });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const users = useAdminUsers(filter);
  const deleteOne = useDeleteUser();
  const deleteMany = useBulkDeleteUsers();

  useEffect(() => {
    const timer = setTimeout(() => {
      const search = typed.trim();
      setFilter((current) => (current.search === search ? current : { ...current, search, page: 1 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const page = users.data;
  const rows = page?.users ?? [];
  const pages = page ? Math.max(1, Math.ceil(page.total / USERS_PAGE_SIZE)) : 1;
  const allChosen = rows.length > 0 && rows.every((user) => selected.has(user.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <section aria-label="Users" className="space-y-4">
      <PendingDeletionsCard />
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            aria-label="Search users"
            placeholder="Search by name, e-mail, clinic, city or state"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="pl-9"
          />
        </div>
        <Select
          value={filter.userType || 'all'}
          onValueChange={(value) => setFilter((current) => ({ ...current, userType: value === 'all' ? '' : (value as AdminUser['userType']), page: 1 }))}
        >
          <SelectTrigger aria-label="User type" className="sm:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All users</SelectItem>
            <SelectItem value="clinic">Clinics</SelectItem>
            <SelectItem value="relief_vet">Relief Vets</SelectItem>
          </SelectContent>
        </Select>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex cursor-pointer items-center gap-2 text-sm text-foreground">
          <input
            type="checkbox"
            className="size-4 cursor-pointer accent-primary"
            checked={allChosen}
            disabled={rows.length === 0}
            onChange={(event) => {
              for (const user of rows) toggle(user.id, event.target.checked);
            }}
          />
          Select all on this page
        </label>
        <div className="flex items-center gap-3">
          {page && (
            <span className="text-sm text-muted-foreground">
              {page.total.toLocaleString('en-US')} {pluralize(page.total, 'user')}
            </span>
          )}
          <Button variant="destructive" size="sm" disabled={selected.size === 0} onClick={() => setBulkOpen(true)}>
            <Trash2 aria-hidden />
            Delete selected ({selected.size})
          </Button>
        </div>
      </div>

      {users.isLoading ? (
        <ListLoading label="Loading users" />
      ) : users.isError || !page ? (
        <ListError what="users" onRetry={() => void users.refetch()} />
      ) : rows.length === 0 ? (
        <ListEmpty icon={UserX} text={filter.search ? `No users found matching "${filter.search}"` : 'No users found'} />
      ) : (
        <ul aria-label="Users" className={users.isPlaceholderData ? 'space-y-2 opacity-60' : 'space-y-2'}>
          {rows.map((user) => (
            <UserRow key={user.id} user={user} checked={selected.has(user.id)} onCheck={(on) => toggle(user.id, on)} onDelete={() => setDeleting(user)} />
          ))}
        </ul>
      )}

      {page && pages > 1 && (
        <nav aria-label="Pages of users" className="flex items-center justify-center gap-3">
          <Button variant="outline" size="sm" disabled={filter.page <= 1} onClick={() => setFilter((current) => ({ ...current, page: current.page - 1 }))}>
            <ChevronLeft aria-hidden />
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {filter.page} of {pages.toLocaleString('en-US')}
          </span>
          <Button variant="outline" size="sm" disabled={filter.page >= pages} onClick={() => setFilter((current) => ({ ...current, page: current.page + 1 }))}>
            Next
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete user?"
        description={
          deleting && (
            <>
              {fullName(deleting)} ({deleting.email}) and everything they posted will be removed. Messages others received stay, from 'Deleted user'. This
              cannot be undone.
            </>
          )
        }
        confirmLabel="Delete user"
        pending={deleteOne.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          deleteOne.mutate(deleting, {
            onSuccess: () => toggle(deleting.id, false),
            onSettled: () => setDeleting(null),
          })
        }
      />
      <ConfirmDialog
        open={bulkOpen}
        title={`Delete ${selected.size} ${pluralize(selected.size, 'user')}?`}
        description="Each chosen user and everything they posted will be removed in one go. This cannot be undone."
        confirmLabel={`Delete ${selected.size} ${pluralize(selected.size, 'user')}`}
        pending={deleteMany.isPending}
        onClose={() => setBulkOpen(false)}
        onConfirm={() =>
          deleteMany.mutate([...selected], {
            onSuccess: () => setSelected(new Set()),
            onSettled: () => setBulkOpen(false),
          })
        }
      />
    </section>
  );
}

function UserRow({ user, checked, onCheck, onDelete }: { user: AdminUser; checked: boolean; onCheck: (on: boolean) => void; onDelete: () => void }) {
  const name = fullName(user);
  const place = [user.profile?.city, user.profile?.state].filter(Boolean).join(', ');
  return (
    <li>
      <Card aria-label={name} role="article" className="flex items-start gap-3 p-3 sm:items-center sm:p-4">
        <input
          type="checkbox"
          aria-label={`Select ${name}`}
          className="mt-1 size-4 shrink-0 cursor-pointer accent-primary sm:mt-0"
          checked={checked}
          onChange={(event) => onCheck(event.target.checked)}
        />
        <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_auto] sm:items-center sm:gap-4">
          <div className="min-w-0">
            <p className="truncate font-medium text-foreground">{name}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          </div>
          <div className="min-w-0 text-sm text-slate-600">
            {user.profile?.clinicName && <p className="truncate">{user.profile.clinicName}</p>}
            <p className="truncate">{place || 'No location yet'}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <Badge variant={user.userType === 'clinic' ? 'default' : 'secondary'}>{userTypeLabel(user.userType)}</Badge>
            {!user.onboardingCompleted && <Badge className="bg-amber-100 text-amber-900">Onboarding pending</Badge>}
            <span>Joined {formatDay(user.createdAt)}</span>
          </div>
        </div>
        <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} className="shrink-0 text-destructive hover:bg-red-50" onClick={onDelete}>
          <Trash2 aria-hidden />
        </Button>
      </Card>
    </li>
  );
}
