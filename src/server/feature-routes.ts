// Every feature's routes, in the order they are matched, as one plugin of the app (app.ts).
import { type AnyElysia, Elysia } from 'elysia';
import type { AppDeps } from './context';
import { accountRoutes } from './account/routes';
import { accountDeletionRoutes } from './account-deletion/routes';
import { adminDeletionRoutes } from './account-deletion/admin-routes';
import { adminRoutes } from './admin/routes';
import { backupRoutes } from './backup/routes';
import { alertRoutes } from './alerts/routes';
import { assistantRoutes } from './assistant/routes';
import { attendanceRoutes } from './attendance/routes';
import { authRoutes } from './auth/routes';
import { availabilityRoutes } from './availability/routes';
import { billingRoutes } from './billing/routes';
import { calendarRoutes } from './calendar/routes';
import { dataExportRoutes } from './data-export/routes';
import { earningsRoutes } from './earnings/routes';
import { favouriteRoutes } from './favourites/routes';
import { geoRoutes } from './geo/routes';
import { helpRoutes } from './help/routes';
import { hoursRoutes } from './hours/routes';
import { invoicePdfRoutes } from './invoices/pdf-routes';
import { invoiceRoutes } from './invoices/routes';
import { marketRoutes } from './market/routes';
import { messageRoutes } from './messages/routes';
import { peopleRoutes } from './people/routes';
import { photoRoutes } from './photos/routes';
import { pushRoutes } from './push/routes';
import { licenceRoutes } from './licences/routes';
import { ratingRoutes } from './ratings/routes';
import { bookingRoutes } from './bookings/routes';
import { summaryRoutes } from './summaries/routes';
import { profileRoutes } from './profiles/routes';
import { referralRoutes } from './referrals/routes';
import { realtimeRoutes } from './realtime/routes';
import { shiftRoutes } from './shifts/routes';
import { firstLookRoutes } from './first-look/routes';
import { searchRoutes } from './search/routes';

/**
 * Typed as a plain Elysia on purpose: the app is only ever called through `handle` (no typed
 * client reads its route types), and the chain of every feature's route types grew deeper than
 * TypeScript instantiates (TS2589).
 */
export function featureRoutes(deps: AppDeps): AnyElysia {
  return new Elysia()
    .use(authRoutes(deps))
    .use(accountRoutes(deps))
    .use(accountDeletionRoutes(deps))
    .use(dataExportRoutes(deps))
    .use(profileRoutes(deps))
    .use(geoRoutes(deps))
    .use(billingRoutes(deps))
    .use(shiftRoutes(deps))
    .use(firstLookRoutes(deps))
    .use(searchRoutes(deps))
    .use(availabilityRoutes(deps))
    .use(messageRoutes(deps))
    .use(bookingRoutes(deps))
    .use(summaryRoutes(deps))
    .use(hoursRoutes(deps))
    .use(invoicePdfRoutes(deps))
    .use(earningsRoutes(deps))
    .use(alertRoutes(deps))
    .use(referralRoutes(deps))
    .use(adminRoutes(deps))
    .use(adminDeletionRoutes(deps))
    .use(marketRoutes(deps))
    .use(calendarRoutes(deps))
    .use(backupRoutes(deps))
    .use(realtimeRoutes(deps))
    .use(assistantRoutes(deps))
    .use(helpRoutes(deps))
    .use(peopleRoutes(deps))
    .use(attendanceRoutes(deps))
    .use(ratingRoutes(deps))
    .use(photoRoutes(deps))
    .use(licenceRoutes(deps))
    .use(favouriteRoutes(deps))
    .use(invoiceRoutes(deps))
    .use(pushRoutes(deps));
}
