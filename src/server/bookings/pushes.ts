// What an application's steps show on a phone (issue 25): the same facts as their e-mails, short.
import type { PushPayload } from '../../shared/push-payload';
import { type DeclineCause, describeShift, type ShiftWhen } from './emails';

export function appliedPush(vetName: string, shift: ShiftWhen): PushPayload {
  return { title: `New application from ${vetName}`, body: describeShift(shift), url: '/bookings', tag: 'applications' };
}

export function instantBookedPush(vetName: string, shift: ShiftWhen): PushPayload {
  return { title: `${vetName} booked a shift instantly`, body: describeShift(shift), url: '/bookings', tag: 'applications' };
}

export function bookedPush(clinicName: string, shift: ShiftWhen): PushPayload {
  return { title: `You're booked: ${clinicName}`, body: describeShift(shift), url: '/bookings' };
}

export function declinedPush(clinicName: string, shift: ShiftWhen, cause: DeclineCause): PushPayload {
  const title =
    cause === 'filled'
      ? `${clinicName} filled a shift you applied for`
      : cause === 'removed'
        ? `${clinicName} removed a shift you applied for`
        : `${clinicName} declined your application`;
  return { title, body: describeShift(shift), url: '/browse' };
}
