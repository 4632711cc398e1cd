// /browse (spec 2 §2): clinics browse relief vets, vets browse shifts. ?from=email greets the
// user back.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../lib/auth-provider';
import { PageHeader } from '../ui/page-header';
import { toast } from '../ui/use-toast';
import { ShiftBrowse } from './shift-browse';
import { VetBrowse } from './vet-browse';

export function BrowsePage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const fromEmail = params.get('from') === 'email';

  useEffect(() => {
    if (fromEmail) toast({ title: 'Welcome back!', description: 'Here is what is available near you.' });
  }, [fromEmail]);

  if (!user) return null;
  const clinic = user.userType === 'clinic';
  return (
    <>
      <PageHeader
        title={clinic ? 'Browse Relief Veterinarians' : 'Browse Available Shifts'}
        description={clinic ? 'Find relief veterinarians near your clinic.' : 'Find relief shifts at clinics near you.'}
      />
      {clinic ? <VetBrowse /> : <ShiftBrowse />}
    </>
  );
}
