// Every path the web app uses, in one place: the API calls by feature and the app's own pages.

/** The app's own pages: menus, links and the prerendered list name them from here. */
export const pages = {
  home: '/',
  landing: '/landing',
  dashboard: '/dashboard',
  browse: '/browse',
  bookings: '/bookings',
  messages: '/messages',
  marketData: '/market-data',
  profile: '/profile',
  account: '/account',
  subscription: '/subscription',
  vetAvailability: '/vet-availability',
  invoices: '/invoices',
  newInvoice: '/invoices/new',
  earnings: '/earnings',
  spend: '/spend',
  termsOfUse: '/terms-of-use',
  privacyPolicy: '/privacy-policy',
  serviceAgreement: '/service-agreement',
  auth: '/auth',
  register: '/register',
  login: '/login',
  quickLogin: '/quick-login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
} as const;

export const api = {
  config: '/api/config',
  helpQuestions: '/api/help/questions',
  person: (userId: number) => `/api/people/${userId}`,
  personRatings: (userId: number, offset: number) => `/api/people/${userId}/ratings?offset=${offset}`,
  ratingResponse: (ratingId: number) => `/api/ratings/${ratingId}/response`,
  authUser: '/api/auth/user',
  user: '/api/user',
  login: '/api/login',
  simpleLogin: '/api/simple-login',
  simpleRegister: '/api/simple-register',
  logout: '/api/logout',
  forgotPassword: '/api/forgot-password',
  resetPassword: '/api/reset-password',
  verifyResetToken: '/api/reset-password/verify',
  devClinicLogin: '/api/dev-clinic-login',
  devVetLogin: '/api/dev-vet-login',
} as const;

/** Account settings (issue 19): password and e-mail changes. */
export const accountPaths = {
  password: '/api/account/password',
  email: '/api/account/email',
  confirmEmail: '/api/account/email/confirm',
  /** "Delete my account" (account-deletion). */
  deleteMe: '/api/me/delete',
  /** Everything that is the signed-in user's, as one JSON file. */
  dataExport: '/api/me/export',
} as const;

/** The search calls of /browse (spec 2 §7). */
export const browsePaths = {
  searchShifts: '/api/search-shifts',
  nearbyVets: '/api/nearby-vets',
  vetAvailability: (vetUserId: number) => `/api/vet-availability-by-vet/${vetUserId}`,
  bookingRequests: '/api/booking-requests',
  /** Book now: an eligible vet books the shift at once (instant booking). */
  bookNow: (shiftId: number) => `/api/shifts/${shiftId}/book`,
  /** A vet's pending applications; starts with bookingRequests, so every booking change refreshes it. */
  pendingApplications: '/api/booking-requests?status=pending',
  login: '/api/login',
} as const;

/** Favourites (a clinic's relief team, a vet's clinics): the list and one star. */
export const favouritePaths = {
  list: '/api/favourites',
  one: (userId: number) => `/api/favourites/${userId}`,
} as const;

/** Every Message and Contact button opens the thread with that user. */
export function messagesWith(userId: number): string {
  return `/messages?userId=${userId}`;
}

/** The message calls (spec 2 §7), the badge counts and the message assistant. */
export const messagePaths = {
  conversations: '/api/conversations',
  messages: '/api/messages',
  thread: (userId: number) => `/api/messages/${userId}`,
  partner: (userId: number) => `/api/messages/${userId}/partner`,
  markRead: (id: number) => `/api/messages/${id}/read`,
  counts: '/api/counts',
  notificationSettings: '/api/notification-settings',
  suggestions: '/api/ai/message-suggestions',
  improveDraft: '/api/ai/improve-draft',
} as const;

/** Push on this device and the notification settings grid (issue 25). */
export const pushPaths = {
  subscriptions: '/api/push-subscriptions',
  grid: '/api/notification-grid',
} as const;

/** Applications, bookings and booking summaries (spec 2 §7, issue 11). */
export const bookingPaths = {
  requests: '/api/booking-requests',
  request: (id: number) => `/api/booking-requests/${id}`,
  cancel: (id: number) => `/api/booking-requests/${id}/cancel`,
  summaries: '/api/booking-summaries',
  summary: (id: number) => `/api/booking-summaries/${id}`,
  respond: (id: number) => `/api/booking-summaries/${id}/respond`,
  withdrawSummary: (id: number) => `/api/booking-summaries/${id}/withdraw`,
  /** The booked vet's "I'll be there", signed in. */
  attendance: (shiftId: number) => `/api/shifts/${shiftId}/attendance`,
  /** The same from a reminder's signed link, without signing in. */
  confirmAttendance: '/api/attendance/confirm',
  toDo: '/api/bookings/to-do',
} as const;

/** A booked shift's hours and its rating (issue 21). */
export const hoursPaths = {
  hours: (shiftId: number) => `/api/shifts/${shiftId}/hours`,
  approve: (shiftId: number) => `/api/shifts/${shiftId}/hours/approve`,
  dispute: (shiftId: number) => `/api/shifts/${shiftId}/hours/dispute`,
  acceptCorrection: (shiftId: number) => `/api/shifts/${shiftId}/hours/accept-correction`,
  rating: (shiftId: number) => `/api/shifts/${shiftId}/rating`,
} as const;

/** The link a booking summary's message and e-mail carry: /bookings opens it. */
export function summaryLink(id: number): string {
  return `/bookings?summaryId=${id}`;
}

/** The profile and address-lookup calls (spec 1 §7 "Profiles"). */
export const profilePaths = {
  clinicProfiles: '/api/clinic-profiles',
  vetProfiles: '/api/vet-profiles',
  profilePhoto: '/api/profile-photo',
  placesAutocomplete: '/api/google-places/autocomplete',
  placeDetails: '/api/google-places/details',
} as const;

/** The shift and dashboard-figure calls (spec 2 §7). */
export const shiftPaths = {
  shifts: '/api/shifts',
  shift: (id: number) => `/api/shifts/${id}`,
  open: (id: number) => `/api/shifts/${id}/open`,
  stats: '/api/stats',
  totalOpportunities: '/api/total-opportunities',
} as const;

/** The subscription calls (spec 1 §7 "Subscription"). */
export const subscriptionPaths = {
  subscription: '/api/subscription',
  createFreshSubscription: '/api/create-fresh-subscription',
  activateSubscription: '/api/activate-subscription',
  cancelSubscription: '/api/cancel-subscription',
  testActivateSubscription: '/api/test-activate-subscription',
} as const;

/** A vet's availability postings and clinics' requests for them (spec 2 §7, issue 12). */
export const availabilityPaths = {
  postings: '/api/vet-availability',
  posting: (id: number) => `/api/vet-availability/${id}`,
  requests: '/api/availability-requests',
  request: (id: number) => `/api/availability-requests/${id}`,
} as const;

/** Alert e-mail settings, the one-click unsubscribe and the test e-mail (issue 12). */
export const alertPaths = {
  settings: '/api/alert-settings',
  unsubscribeInfo: (token: string) => `/api/alerts/unsubscribe/info?token=${encodeURIComponent(token)}`,
  unsubscribe: '/api/alerts/unsubscribe',
  testEmail: '/api/test-email',
} as const;

/** The private calendar feed link of /profile (issue 14). */
export const calendarPaths = {
  link: '/api/calendar',
  regenerate: '/api/calendar/regenerate',
} as const;

/** The referral programme: a vet's code and counts (spec 2 §7, issue 13). */
export const referralPaths = {
  generateCode: '/api/generate-referral-code',
  stats: (userId: number) => `/api/referral-stats/${userId}`,
} as const;

/** The admin panel's calls, behind its own session (spec 2 §7, issue 13). */
export const adminPaths = {
  auth: '/api/admin/auth',
  logout: '/api/admin/logout',
  session: '/api/admin/session',
  users: '/api/admin/users',
  user: (id: number) => `/api/admin/users/${id}`,
  bulkDelete: '/api/admin/users/bulk-delete',
  deletions: '/api/admin/deletions',
  eraseDeletion: (id: number) => `/api/admin/deletions/${id}/erase`,
  subscriptions: '/api/admin/subscriptions',
  cancelSubscription: '/api/admin/cancel-subscription',
  cleanupSubscriptions: '/api/admin/cleanup-subscriptions',
  referrals: '/api/admin/referrals',
  verifyReferral: (id: number) => `/api/admin/verify-referral/${id}`,
  sendReferralCard: (id: number) => `/api/admin/send-referral-card/${id}`,
  processPendingReferrals: '/api/admin/process-pending-referrals',
  testTremendous: '/api/referrals/admin/test-tremendous',
  flags: '/api/admin/flags',
  flag: (name: string) => `/api/admin/flags/${encodeURIComponent(name)}`,
  overview: '/api/admin/overview',
  jobs: '/api/admin/jobs',
  runJob: (name: string) => `/api/admin/jobs/${encodeURIComponent(name)}/run`,
  outbox: '/api/admin/outbox',
  resendEmail: (id: number) => `/api/admin/outbox/${id}/resend`,
  audit: '/api/admin/audit',
  ratings: '/api/admin/ratings',
  hideRating: (id: number) => `/api/admin/ratings/${id}/hide`,
  licences: '/api/admin/licences',
  licenceDecision: (id: number) => `/api/admin/licences/${id}/decision`,
  backup: '/api/admin/backup',
  backups: '/api/admin/backups',
  storedBackup: (where: string, name: string) => `/api/admin/backups/${where}/${encodeURIComponent(name)}`,
} as const;

/** Market rates: the /market-data page and the Post New Shift dialog's hint (issue 14). */
export const marketPaths = {
  marketData: '/api/market-data',
  /** For the clinic's own state (the server reads it from the profile). */
  rateHint: (practiceType: string) => `/api/market-data/rate-hint?practiceType=${encodeURIComponent(practiceType)}`,
} as const;

/** Invoices to clinics for approved hours, the business details printed on them, earnings and spend (issue 22). */
export const invoicePaths = {
  /** GET with the list's filters (invoice-query.ts builds the query string); POST a new draft. */
  invoices: '/api/invoices',
  invoice: (id: number) => `/api/invoices/${id}`,
  send: (id: number) => `/api/invoices/${id}/send`,
  void: (id: number) => `/api/invoices/${id}/void`,
  markPaid: (id: number) => `/api/invoices/${id}/mark-paid`,
  invoiceable: '/api/invoices/invoiceable',
  businessDetails: '/api/business-details',
  earnings: '/api/earnings',
  spend: '/api/spend',
} as const;

/** The invoice editor: a new draft for one clinic's approved shifts, or a saved draft. */
export function newInvoiceLink(clinicId: number): string {
  return `${pages.newInvoice}?clinicId=${clinicId}`;
}

export function editInvoiceLink(invoiceId: number): string {
  return `/invoices/${invoiceId}/edit`;
}
