// A clinic and its shifts: name, place, distance, phone and appointment length once, then a
// card per shift; View Clinic and Message act on the clinic.
import { Building2, Clock, MapPin, MessageSquare, Phone } from 'lucide-react';
import { ClinicLogo } from '../ui/clinic-logo';
import { LateCancellations } from '../ui/late-cancellations';
import { TrackRecordLine } from '../ui/track-record';
import { Button, buttonVariants } from '../ui/button';
import { Card } from '../ui/card';
import { StarToggle } from '../favourites/star-toggle';
import { formatDistance } from '../lib/shift-format';
import { MessageLink } from '../ui/message-link';
import type { ClinicGroup, FoundShift } from './group-shifts';
import { ShiftCard } from './shift-card';
import { formatPhone } from '../../shared/phone-display';

interface ClinicShiftGroupProps {
  group: ClinicGroup;
  onApply: (shift: FoundShift) => void;
  onBookNow: (shift: FoundShift) => void;
  onViewClinic: (group: ClinicGroup) => void;
}

export function ClinicShiftGroup({ group, onApply, onBookNow, onViewClinic }: ClinicShiftGroupProps) {
  const clinic = group.shifts[0]!.clinic;
  const headingId = `clinic-group-${group.clinicId}`;
  return (
    <Card role="region" aria-labelledby={headingId} className="overflow-hidden">
      <header className="space-y-3 border-b border-border bg-teal-50/50 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-foreground">
              <ClinicLogo url={clinic?.profileImageUrl} />
              <span className="truncate">{group.clinicName}</span>
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <span className="flex items-center gap-1">
                <MapPin className="size-4" aria-hidden />
                {clinic ? `${clinic.city}, ${clinic.state}` : 'Location unknown'} · {formatDistance(group.nearest)}
              </span>
              {clinic && (
                <>
                  <span className="flex items-center gap-1">
                    <Phone className="size-4" aria-hidden />
                    {formatPhone(clinic.phone)}
                  </span>
                  <span className="flex items-center gap-1">
                    <Clock className="size-4" aria-hidden />
                    {clinic.averageAppointmentTime} min appointments
                  </span>
                </>
              )}
            </p>
            {clinic?.lateCancellations !== undefined && <LateCancellations count={clinic.lateCancellations} className="mt-1" />}
            <TrackRecordLine record={clinic?.trackRecord} className="mt-1" />
          </div>
          <div className="flex items-center gap-1">
            <span className="text-sm font-medium text-primary">
              {group.shifts.length} {group.shifts.length === 1 ? 'shift' : 'shifts'}
            </span>
            {clinic && <StarToggle userId={clinic.userId} favourite={clinic.isFavourite ?? false} name={group.clinicName} />}
          </div>
        </div>
        {clinic && (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => onViewClinic(group)}>
              <Building2 aria-hidden />
              View Clinic
            </Button>
            <MessageLink userId={clinic.userId} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <MessageSquare aria-hidden />
              Message
            </MessageLink>
          </div>
        )}
      </header>
      <div className="grid gap-3 p-4 sm:p-5 md:grid-cols-2">
        {group.shifts.map((shift) => (
          <ShiftCard key={shift.id} shift={shift} onApply={onApply} onBookNow={onBookNow} />
        ))}
      </div>
    </Card>
  );
}
