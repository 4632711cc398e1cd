// The shift and dashboard-figure calls these screens make (spec 2 §7).
export const shiftPaths = {
  shifts: '/api/shifts',
  shift: (id: number) => `/api/shifts/${id}`,
  stats: '/api/stats',
  totalOpportunities: '/api/total-opportunities',
} as const;
