// The US map coloured by each state's average rate (issue 14). The server draws it into the page;
// the app, once it has taken the page over, makes it answer. The map is one stop in the tab order;
// the arrow keys move between neighbouring states (Home and End: first and last by name), and
// hovering or focusing a state shows its figures and cities beside the map.
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { MarketRegion } from '../../shared/market';

import { formatShiftCount } from './market-format';
import { NO_DATA_COLOUR, rateScale } from './rate-scale';
import { type Direction, MAP_HEIGHT, MAP_WIDTH, neighbour, STATE_SHAPES, type StateShape } from './us-map-shapes';
import { formatMoney, formatRate } from '../../shared/money';

const KEYS: Record<string, Direction> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

interface UsRateMapProps {
  /** The states shown on their own (not 'Other'). */
  regions: MarketRegion[];
  /** Whether some states were folded into 'Other'. */
  hasOther: boolean;
}

export function UsRateMap({ regions, hasOther }: UsRateMapProps) {
  const byCode = useMemo(() => new Map(regions.map((region) => [region.state.toUpperCase(), region])), [regions]);
  const scale = useMemo(() => rateScale(regions.map((region) => region.avgRate)), [regions]);
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const shapes = useRef(new Map<string, SVGPathElement>());
  // A state touched, focused or pointed at before the app ran (the server's map, which starts the
  // app on that very touch) is shown as soon as the app has the map.
  useEffect(() => {
    for (const [code, element] of shapes.current) {
      if (element === document.activeElement) setFocused(code);
      else if (element.matches(':hover')) setHovered(code);
    }
  }, []);
  // The one state reachable with Tab: the last focused, else the highest average, else the first.
  const highest = [...regions].sort((a, b) => b.avgRate - a.avgRate).find((region) => STATE_SHAPES.some((shape) => shape.code === region.state.toUpperCase()));
  const tabStop = focused ?? highest?.state.toUpperCase() ?? STATE_SHAPES[0]!.code;
  const activeCode = hovered ?? focused;
  const active = STATE_SHAPES.find((shape) => shape.code === activeCode) ?? null;

  const noDataText = hasOther ? 'too few shifts to show on its own (counted in Other)' : 'no shifts posted';
  const labelOf = (shape: StateShape) => {
    const region = byCode.get(shape.code);
    if (!region) return `${shape.name}: ${noDataText}`;
    const cities = region.cities.map((city) => `${city.city} ${formatRate(city.avgRate)}`).join(', ');
    return `${shape.name}: average ${formatRate(region.avgRate)} from ${formatShiftCount(region.shiftCount)}${cities ? `; ${cities}` : ''}`;
  };

  const move = (event: KeyboardEvent<SVGPathElement>, shape: StateShape) => {
    const direction = KEYS[event.key];
    const next =
      event.key === 'Home'
        ? STATE_SHAPES[0]!
        : event.key === 'End'
          ? STATE_SHAPES[STATE_SHAPES.length - 1]!
          : direction
            ? neighbour(shape, direction)
            : undefined;
    if (next === undefined) return;
    event.preventDefault();
    if (next) shapes.current.get(next.code)?.focus();
  };

  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="min-w-0">
        {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a fieldset; the group names the map its states belong to */}
        <svg
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          className="h-auto w-full"
          role="group"
          aria-label="Map of average hourly rates by state. Use the arrow keys to move between states."
        >
          {STATE_SHAPES.map((shape) => {
            const region = byCode.get(shape.code);
            return (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a state is a focusable graphic (roving tab stop) whose name carries its figures
              <path
                key={shape.code}
                ref={(element) => {
                  if (element) shapes.current.set(shape.code, element);
                  else shapes.current.delete(shape.code);
                }}
                d={shape.d}
                role="img"
                aria-label={labelOf(shape)}
                data-state={shape.code}
                tabIndex={shape.code === tabStop ? 0 : -1}
                fill={region ? scale.colourOf(region.avgRate) : NO_DATA_COLOUR}
                stroke="#ffffff"
                strokeWidth={1}
                className="cursor-pointer outline-none transition-opacity hover:opacity-80"
                onPointerEnter={() => setHovered(shape.code)}
                onPointerLeave={() => setHovered((current) => (current === shape.code ? null : current))}
                onFocus={() => setFocused(shape.code)}
                onBlur={() => setFocused((current) => (current === shape.code ? null : current))}
                onKeyDown={(event) => move(event, shape)}
              />
            );
          })}
          {active && <path d={active.d} fill="none" stroke="#0f172a" strokeWidth={2.5} strokeLinejoin="round" pointerEvents="none" aria-hidden />}
        </svg>
        <Legend scale={scale} noDataText={hasOther ? 'Too few shifts (in Other)' : 'No shifts'} />
      </div>
      <StateDetails shape={active} region={active ? byCode.get(active.code) : undefined} noDataText={noDataText} />
    </div>
  );
}

function Legend({ scale, noDataText }: { scale: ReturnType<typeof rateScale>; noDataText: string }) {
  return (
    <ul aria-label="Legend" className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted-foreground">
      {scale.bins.map((bin) => (
        <li key={bin.from} className="flex items-center gap-1.5">
          <span className="size-3.5 rounded-sm" style={{ backgroundColor: bin.colour }} aria-hidden />
          {bin.from === bin.to ? formatRate(bin.from) : `${formatMoney(bin.from)}–${formatRate(bin.to)}`}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span className="size-3.5 rounded-sm border border-slate-300" style={{ backgroundColor: NO_DATA_COLOUR }} aria-hidden />
        {noDataText}
      </li>
    </ul>
  );
}

function StateDetails({ shape, region, noDataText }: { shape: StateShape | null; region: MarketRegion | undefined; noDataText: string }) {
  return (
    <div className="min-h-28 self-start rounded-lg border border-border bg-muted/50 p-3 text-sm" data-testid="state-details">
      {!shape ? (
        <p className="text-muted-foreground">Tap or hover over a state, or tab to the map and use the arrow keys, to see its average rate and cities.</p>
      ) : (
        <>
          <p className="font-semibold text-foreground">
            {shape.name} <span className="font-normal text-muted-foreground">({shape.code})</span>
          </p>
          {!region ? (
            <p className="mt-1 text-muted-foreground">{noDataText[0]!.toUpperCase() + noDataText.slice(1)}.</p>
          ) : (
            <>
              <p className="mt-1 text-2xl font-bold text-foreground">{formatRate(region.avgRate)}</p>
              <p className="text-muted-foreground">average from {formatShiftCount(region.shiftCount)}</p>
              {region.cities.length > 0 && (
                <ul className="mt-2 space-y-0.5" aria-label={`Cities in ${shape.name}`}>
                  {region.cities.map((city) => (
                    <li key={city.city} className="flex justify-between gap-2">
                      <span className="truncate">{city.city}</span>
                      <span className="font-medium tabular-nums">{formatRate(city.avgRate)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
