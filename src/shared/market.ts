// Market-rate data (spec 2 §3 Market data, §2 /market-data; issue 14). Rates in cents. Groups
// with fewer than MIN_GROUP_SHIFTS shifts or MIN_GROUP_CLINICS clinics are folded into 'Other', so
// no single clinic's rate can be read off.

export const MIN_GROUP_SHIFTS = 5;
export const MIN_GROUP_CLINICS = 3;
/** Spec 2 §9: at most 4 cities per state. */
export const MAX_CITIES_PER_STATE = 4;
/** How often the server recomputes the figures (the page says how old they may be). */
export const MARKET_REFRESH_MINUTES = 10;
/** The label of folded groups. */
export const OTHER_GROUP = 'Other';

export interface RateRange {
  min: number;
  max: number;
}

export interface MarketOverall {
  avgRate: number;
  /** Shifts posted in the window (not cancelled): what the averages are computed from. */
  totalShifts: number;
  /** Open shifts dated today or later, whenever posted (the 'Active Shifts' card). */
  activeShifts: number;
  rateRange: RateRange;
}

export interface MarketCity {
  city: string;
  avgRate: number;
}

export interface MarketRegion {
  /** Two-letter state, or 'Other'. */
  state: string;
  avgRate: number;
  shiftCount: number;
  cities: MarketCity[];
}

export interface MarketGroup {
  /** practice type or shift type (underscore words), or 'Other'. */
  type: string;
  avgRate: number;
  shiftCount: number;
  /** Percent above (+) or below (−) the overall average, one decimal. */
  percentAboveAvg: number;
}

export interface MarketTrends {
  /** Computed from this window against the one before, never canned. */
  message: string;
  /** For the viewer: a clinic against its state's average; a vet where rates are highest within its travel radius. */
  recommendation: string;
}

export interface MarketWindow {
  /** The shifts counted: posted from `from` to `to` (YYYY-MM-DD), as the page footer says. */
  from: string;
  to: string;
  /** When the aggregates were computed (ISO). */
  computedAt: string;
}

export interface MarketData {
  overall: MarketOverall;
  byRegion: MarketRegion[];
  byPracticeType: MarketGroup[];
  byShiftType: MarketGroup[];
  trends: MarketTrends;
  window: MarketWindow;
}

/** GET /api/market-data/rate-hint?state=&practiceType= — the Post New Shift dialog's hint. */
export interface RateHint {
  state: string;
  practiceType: string;
  /** Null when the group is too small to show (folded). */
  avgRate: number | null;
  shiftCount: number;
}
