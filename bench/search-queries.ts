// The search scenarios of the benchmark, shared by the in-process run and the floor server.
import { openDatabase, type Db } from '../src/server/db/client';
import { shiftSearchQuerySchema, vetSearchQuerySchema } from '../src/shared/search';
import { searchShifts } from '../src/server/search/shift-search';
import { searchVets } from '../src/server/search/vet-search';

export const SCENARIOS = [
  { name: 'search-shifts r=25', path: '/api/search-shifts?radius=25', as: 'vet' },
  { name: 'search-shifts r=100', path: '/api/search-shifts?radius=100', as: 'vet' },
  { name: 'search-shifts r=1200', path: '/api/search-shifts?radius=1200', as: 'vet' },
  { name: 'nearby-vets r=50', path: '/api/nearby-vets?radius=50', as: 'clinic' },
  { name: 'nearby-vets r=1200', path: '/api/nearby-vets?radius=1200', as: 'clinic' },
] as const;

// Denver: where the generator puts bench-vet@example.com and bench-clinic@example.com.
export const DENVER = { latitude: 39.7491, longitude: -104.9946 };

/** No user has this id: the search of a vet no clinic favourited (first looks hidden). */
const BENCH_VIEWER = 0;

/** Runs the scenario's query directly on bun:sqlite, as the endpoint would. */
export function runScenario(db: Db, path: string, now: number): unknown {
  const url = new URL(path, 'http://localhost');
  const params = Object.fromEntries(url.searchParams);
  return url.pathname === '/api/search-shifts'
    ? searchShifts(db, DENVER, shiftSearchQuerySchema.parse(params), now, BENCH_VIEWER)
    : searchVets(db, DENVER, vetSearchQuerySchema.parse(params), now);
}

export { openDatabase };
