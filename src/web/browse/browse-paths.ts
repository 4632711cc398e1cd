// The search calls of /browse (spec 2 §7).
export const browsePaths = {
  searchShifts: '/api/search-shifts',
  nearbyVets: '/api/nearby-vets',
  vetAvailability: (vetUserId: number) => `/api/vet-availability-by-vet/${vetUserId}`,
  bookingRequests: '/api/booking-requests',
  login: '/api/login',
} as const;

/** Every Message and Contact button opens the thread with that user. */
export function messagesWith(userId: number): string {
  return `/messages?userId=${userId}`;
}
