// The state outlines, as SVG paths computed once when this module loads. us-atlas's
// states-albers-10m is already projected (Albers USA, Alaska and Hawaii inset) onto a 975×610
// plane, so d3-geo's geoPath needs no projection and nothing is fetched at run time.
import { geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'us-atlas/states-albers-10m.json';
import { stateByFips } from './us-states';

export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;

export interface StateShape {
  code: string;
  name: string;
  /** The SVG path. */
  d: string;
  /** Where the shape's weight lies, for moving between states with the arrow keys. */
  centroid: [number, number];
}

const topology = atlas as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
// A tenth of a unit on a 975-unit-wide plane is finer than any screen shows it, and the server
// sends these paths in every /market-data page: 104 KB instead of 143 KB at d3's default (3 digits).
const path = geoPath().digits(1);

export const STATE_SHAPES: readonly StateShape[] = feature(topology, topology.objects.states)
  .features.flatMap((shape) => {
    const state = stateByFips(String(shape.id));
    const d = path(shape);
    if (!state || !d) return [];
    return [{ code: state.code, name: state.name, d, centroid: path.centroid(shape) }];
  })
  .sort((a, b) => a.name.localeCompare(b.name));

export type Direction = 'left' | 'right' | 'up' | 'down';

/** The nearest state in that direction from `from`, favouring ones straight ahead; null at the edge. */
export function neighbour(from: StateShape, direction: Direction): StateShape | null {
  const [x, y] = from.centroid;
  let best: StateShape | null = null;
  let bestScore = Infinity;
  for (const shape of STATE_SHAPES) {
    const dx = shape.centroid[0] - x;
    const dy = shape.centroid[1] - y;
    const [ahead, aside] = direction === 'left' ? [-dx, dy] : direction === 'right' ? [dx, dy] : direction === 'up' ? [-dy, dx] : [dy, dx];
    if (ahead <= 0) continue;
    const score = ahead + 2 * Math.abs(aside);
    if (score < bestScore) {
      best = shape;
      bestScore = score;
    }
  }
  return best;
}
