// The server's public settings (GET /api/config). The product name shown everywhere comes from here.
import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../shared/auth';
import { api } from './paths';
import { getQueryFn } from './api-client';

export const DEFAULT_CONFIG: PublicConfig = {
  appName: 'VetRelief',
  demoMode: false,
  billing: 'off',
  stripePublishableKey: null,
  operatorName: 'the operator of VetRelief',
  operatorAddress: null,
  supportEmail: 'support@localhost',
  addressLookup: 'offline',
  vapidPublicKey: '',
};

export function useConfig(): PublicConfig {
  const { data } = useQuery({ queryKey: [api.config], queryFn: getQueryFn<PublicConfig>({ on401: 'returnNull' }) });
  return data ?? DEFAULT_CONFIG;
}

export function useAppName(): string {
  return useConfig().appName || DEFAULT_CONFIG.appName;
}
