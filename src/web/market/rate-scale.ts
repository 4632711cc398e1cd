// The map's colours: a sequential teal scale in up to five equal bins between the lowest and the
// highest state average, so the legend can name each bin's dollars. Hand-made rather than
// d3-scale: five colours and a division do not need a library.

/** Light to dark; the lightest stays clearly apart from the no-data grey. */
export const RATE_COLOURS = ['#99f6e4', '#2dd4bf', '#0d9488', '#0f766e', '#134e4a'] as const;
/** States with no shifts, or too few to show (folded into 'Other'). */
export const NO_DATA_COLOUR = '#e2e8f0';

export interface RateBin {
  colour: string;
  /** Cents, inclusive. */
  from: number;
  /** Cents, inclusive. */
  to: number;
}

export interface RateScale {
  bins: RateBin[];
  colourOf(rate: number): string;
}

/** The scale for these averages (cents): whole-dollar bins, at most five and no more than the distinct averages. */
export function rateScale(rates: number[]): RateScale {
  const dollars = rates.map((rate) => Math.round(rate / 100));
  if (dollars.length === 0) return { bins: [], colourOf: () => NO_DATA_COLOUR };
  const low = Math.min(...dollars);
  const high = Math.max(...dollars);
  // No more bins than states to tell apart, so the legend names no empty colour.
  const count = Math.min(RATE_COLOURS.length, high - low + 1, new Set(dollars).size);
  const width = (high - low + 1) / count;
  // With fewer bins than colours, take them spread over the whole ramp.
  const colourAt = (bin: number) => RATE_COLOURS[count === 1 ? 2 : Math.round((bin * (RATE_COLOURS.length - 1)) / (count - 1))]!;
  const bins: RateBin[] = Array.from({ length: count }, (_, bin) => ({
    colour: colourAt(bin),
    from: (low + Math.ceil(bin * width)) * 100,
    to: (low + Math.ceil((bin + 1) * width) - 1) * 100,
  }));
  return {
    bins,
    colourOf(rate) {
      const value = Math.round(rate / 100) * 100;
      return (bins.find((bin) => value <= bin.to) ?? bins[bins.length - 1]!).colour;
    },
  };
}
