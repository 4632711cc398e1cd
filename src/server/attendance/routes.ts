// Attendance before a shift: the booked vet confirms "I'll be there" signed in, or through the
// signed link of a reminder e-mail, which needs no session (the token is the permission).
import { Elysia } from 'elysia';
import { z } from 'zod';
import { textId } from '../../shared/ids';
import { attendanceLinkSchema } from '../../shared/shift-day';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { confirmAttendance, confirmAttendanceByLink } from './service';

const shiftParams = z.object({ id: textId('Shift id') });

export function attendanceRoutes(deps: AppDeps) {
  return new Elysia()
    .use(authGuards(deps))
    .post('/api/shifts/:id/attendance', ({ caller, params }) => confirmAttendance(deps, caller.user, params.id), {
      requireVet: true,
      params: shiftParams,
    })
    .post('/api/attendance/confirm', ({ body }) => confirmAttendanceByLink(deps, body.token), { body: attendanceLinkSchema });
}
