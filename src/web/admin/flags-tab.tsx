// Feature flags (spec 2 §3, issue 13): switch the referral programme, the external message
// assistant and alert e-mails on or off for the whole marketplace; the features obey at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ToggleLeft } from 'lucide-react';
import type { FeatureFlag } from '../../shared/admin';
import { apiRequest, errorMessage } from '../lib/api-client';
import { adminPaths } from '../lib/paths';
import { Card } from '../ui/card';
import { Switch } from '../ui/switch';
import { toast } from '../ui/use-toast';
import { endedSession, refreshAdmin, useAdminQuery } from './admin-api';
import { flagLabel } from './admin-format';
import { ListEmpty, ListError, ListLoading } from './list-states';

function useSetFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ flagName, isEnabled }: { flagName: string; isEnabled: boolean }) => apiRequest('PUT', adminPaths.flag(flagName), { isEnabled }),
    onMutate: ({ flagName, isEnabled }) =>
      queryClient.setQueryData<FeatureFlag[]>([adminPaths.flags], (flags) =>
        flags?.map((flag) => (flag.flagName === flagName ? { ...flag, isEnabled } : flag)),
      ),
    onSuccess: (_, { flagName, isEnabled }) => toast({ title: `${flagLabel(flagName)} ${isEnabled ? 'switched on' : 'switched off'}` }),
    onError: (error) => {
      if (!endedSession(queryClient, error))
        toast({ title: 'Failed to update flag', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
    onSettled: () => refreshAdmin(queryClient, adminPaths.flags, adminPaths.audit),
  });
}

export function FlagsTab() {
  const flags = useAdminQuery<FeatureFlag[]>(adminPaths.flags);
  const setFlag = useSetFlag();
  if (flags.isLoading) return <ListLoading label="Loading feature flags" rows={3} />;
  if (flags.isError) return <ListError what="feature flags" onRetry={() => void flags.refetch()} />;
  const list = flags.data ?? [];
  if (list.length === 0) return <ListEmpty icon={ToggleLeft} text="No feature flags" />;
  return (
    <ul aria-label="Feature flags" className="space-y-2">
      {list.map((flag) => {
        const id = `flag-${flag.flagName}`;
        return (
          <li key={flag.flagName}>
            <Card className="flex items-center justify-between gap-4 p-4">
              <div className="min-w-0">
                <p id={id} className="font-medium text-foreground">
                  {flagLabel(flag.flagName)}
                </p>
                {flag.description && <p className="text-sm text-muted-foreground">{flag.description}</p>}
              </div>
              <Switch
                aria-labelledby={id}
                checked={flag.isEnabled}
                disabled={setFlag.isPending && setFlag.variables?.flagName === flag.flagName}
                onCheckedChange={(isEnabled) => setFlag.mutate({ flagName: flag.flagName, isEnabled })}
              />
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
