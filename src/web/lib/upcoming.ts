// What the web app shows but the server does not do yet. Each entry goes when its issue lands,
// so nothing a user can press fails with 'Not found' meanwhile.

/** Applying for a shift arrives with bookings (POST /api/booking-requests). */
export const APPLICATIONS_OPEN = false;
