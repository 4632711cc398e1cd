// The API fuzz (api-fuzz-kit.ts) of shifts and what follows them: bookings, availability,
// summaries, hours, ratings, calendars and the market.
import { fuzzPart } from './api-fuzz-kit';

fuzzPart('marketplace');
