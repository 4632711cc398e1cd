// GET and PUT /api/alert-settings: how the user hears of new shifts (vets) or availability (clinics).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertSettings, AlertSettingsInput } from '../../shared/alerts';
import { apiJson, errorMessage } from '../lib/api-client';
import { alertPaths } from '../lib/paths';
import { toast } from '../ui/use-toast';
import { ALERT_KIND_TITLES, ALERT_MODE_LABELS } from './alert-format';

export function useAlertSettings() {
  return useQuery<AlertSettings>({ queryKey: [alertPaths.settings] });
}

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertSettingsInput) => apiJson<AlertSettings>('PUT', alertPaths.settings, input),
    onSuccess: (settings) => {
      queryClient.setQueryData([alertPaths.settings], settings);
      toast({ title: `${ALERT_KIND_TITLES[settings.kind]} saved`, description: `${ALERT_MODE_LABELS[settings.mode].label}.` });
    },
    onError: (error) => toast({ title: 'Could not save your alert settings', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
}
