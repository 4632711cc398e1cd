// Spec 2 §5, §8: the availability form needs a date and both times.
import { toast } from '../ui/use-toast';

export function missingInformation() {
  toast({ title: 'Missing Information', description: 'Please select at least one date and fill in the time fields', variant: 'destructive' });
}
