// Clinic Information (spec 2 §2): the clinic's saved details beside its shifts.
import { Building2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ClinicProfile } from '../../shared/profiles';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { formatPhone } from '../../shared/phone-display';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-right font-medium text-foreground">{value}</dd>
    </div>
  );
}

export function ClinicInfoCard({ profile }: { profile: ClinicProfile | null }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2 pb-3">
        <Building2 className="size-5 text-primary" aria-hidden />
        <CardTitle className="text-lg">Clinic Information</CardTitle>
      </CardHeader>
      <CardContent>
        {profile ? (
          <>
            <dl className="divide-y divide-border">
              <Row label="Clinic name" value={profile.clinicName} />
              <Row label="Address" value={profile.address} />
              <Row label="City" value={profile.city} />
              <Row label="State" value={profile.state} />
              <Row label="ZIP code" value={profile.zipCode} />
              <Row label="Phone" value={formatPhone(profile.phone)} />
              <Row label="Search radius" value={`${profile.searchRadius} miles`} />
            </dl>
            {profile.description && <p className="mt-3 border-t border-border pt-3 text-sm text-muted-foreground">{profile.description}</p>}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            No clinic details yet.{' '}
            <Link to="/profile" className="font-medium text-primary underline-offset-4 hover:underline">
              Complete your profile
            </Link>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
