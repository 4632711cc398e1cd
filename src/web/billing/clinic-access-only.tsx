// /subscription for anyone but a clinic (spec 1 §2): relief vets use the product free.
import { Building2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAppName } from '../lib/config';
import { buttonVariants } from '../ui/button';
import { Card, CardContent } from '../ui/card';

export function ClinicAccessOnly() {
  const appName = useAppName();
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Building2 className="size-6" aria-hidden />
        </span>
        <h1 className="text-xl font-semibold text-foreground">Clinic Access Only</h1>
        <p className="max-w-sm text-sm text-muted-foreground">
          Subscriptions are for veterinary clinics that post shifts. Relief veterinarians use {appName} free of charge, so there is nothing to pay here.
        </p>
        <Link to="/dashboard" className={buttonVariants({ className: 'mt-2' })}>
          Go to Dashboard
        </Link>
      </CardContent>
    </Card>
  );
}
