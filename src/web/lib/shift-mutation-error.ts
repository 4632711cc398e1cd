// One way to report a failed shift call: the profile prompt for PROFILE_REQUIRED, else the
// server's message (or a fallback) in an error toast.
import { errorCode, errorMessage } from './api-client';
import { toast } from '../ui/use-toast';

export function showProfileRequiredToast() {
  toast({ title: 'Profile Required', description: 'Please complete your clinic profile before posting shifts', variant: 'destructive' });
}

export function showShiftError(error: unknown, fallback: string) {
  if (errorCode(error) === 'PROFILE_REQUIRED') return showProfileRequiredToast();
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
}
