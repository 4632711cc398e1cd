// /attendance?token= : the "I'll be there" link of a reminder e-mail. No sign-in: the signed token
// names the booking. The page confirms on load (once, even when React mounts it twice) and says
// what happened; a bad, expired or cancelled link says why and where to go instead.
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AttendanceConfirmation } from '../../shared/shift-day';
import { apiJson, errorMessage } from '../lib/api-client';
import { bookingPaths } from '../lib/paths';
import { formatShiftDate } from '../lib/shift-format';
import { twelveHourRange } from '../../shared/time';
import { buttonVariants } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card';
import { Spinner } from '../ui/spinner';

const BAD_LINK = 'This link is not valid. Open it again from the reminder e-mail, or confirm on your bookings page.';

export function AttendancePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({ mutationFn: () => apiJson<AttendanceConfirmation>('POST', bookingPaths.confirmAttendance, { token }) });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || token === '') return;
    sent.current = true;
    confirm.mutate();
  }, [token, confirm]);

  if (token === '' || confirm.isError) {
    return (
      <Frame
        icon={<TriangleAlert className="size-6" aria-hidden />}
        tone="bad"
        title="Could not confirm"
        text={token === '' ? BAD_LINK : errorMessage(confirm.error, BAD_LINK)}
      >
        <BookingsLink />
      </Frame>
    );
  }
  if (!confirm.data) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label="Confirming your attendance" />
      </div>
    );
  }
  const shift = confirm.data;
  return (
    <Frame
      icon={<CircleCheck className="size-6" aria-hidden />}
      tone="good"
      title="You're confirmed"
      text={`${shift.clinicName} knows you'll be there on ${formatShiftDate(shift.shiftDate)}, ${twelveHourRange(shift.startTime, shift.endTime)}.`}
    >
      <BookingsLink />
    </Frame>
  );
}

function BookingsLink() {
  return (
    <Link to="/bookings" className={buttonVariants({ variant: 'outline' })}>
      See your bookings
    </Link>
  );
}

const TONES = { good: 'bg-emerald-100 text-emerald-700', bad: 'bg-amber-100 text-amber-700' };

function Frame({ icon, tone, title, text, children }: { icon: ReactNode; tone: keyof typeof TONES; title: string; text: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md py-4 sm:py-10">
      <Card>
        <CardHeader className="items-center text-center">
          <span className={`mb-2 flex size-12 items-center justify-center rounded-full ${TONES[tone]}`}>{icon}</span>
          <h1 className="font-semibold text-2xl text-foreground tracking-tight">{title}</h1>
          <CardDescription>{text}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">{children}</CardContent>
      </Card>
    </div>
  );
}
