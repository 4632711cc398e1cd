// The caller's business details (vet) or billing details (clinic): one read, one save. Both are
// private: printed on invoices and shown to their owner only.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessDetails, ClinicBillingDetailsInput, VetBusinessDetailsInput } from '../../shared/invoices';
import { apiJson, errorMessage } from '../lib/api-client';
import { invoicePaths } from '../lib/paths';
import { toast } from '../ui/use-toast';

export function useBusinessDetails() {
  return useQuery<BusinessDetails>({ queryKey: [invoicePaths.businessDetails] });
}

export function useSaveBusinessDetails(title: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VetBusinessDetailsInput | ClinicBillingDetailsInput) => apiJson<BusinessDetails>('PUT', invoicePaths.businessDetails, input),
    onSuccess: (saved) => {
      queryClient.setQueryData([invoicePaths.businessDetails], saved);
      toast({ title: `${title} saved`, description: 'Your next invoices will show them.' });
    },
    onError: (error) => toast({ title: errorMessage(error, `Could not save your ${title.toLowerCase()}`), variant: 'destructive' }),
  });
}
