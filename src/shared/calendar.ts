// Private calendar feeds (issue 14): the answer of GET /api/calendar and POST /api/calendar/regenerate.
import { z } from 'zod';

export const calendarLinkSchema = z.object({
  /** The private iCalendar feed address: whoever holds it reads the feed, so it is shown only to its owner. */
  url: z.string(),
});
export type CalendarLink = z.infer<typeof calendarLinkSchema>;
