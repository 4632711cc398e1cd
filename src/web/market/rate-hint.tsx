// The market rate where a clinic decides its own (issue 14): under the Post New Shift dialog's
// rate field, the state's average for each chosen practice type, or why there is none.
import { PRACTICE_TYPES } from '../../shared/constants';
import { formatHourlyRate, practiceTypeLabel } from '../lib/shift-format';
import { useRateHint } from './use-market-data';

function HintLine({ state, practiceType, named }: { state: string; practiceType: string; named: boolean }) {
  const hint = useRateHint(state, practiceType);
  const label = practiceTypeLabel(practiceType);
  if (hint.isPending) return <li className="text-muted-foreground">Looking up the average in {state}…</li>;
  if (hint.isError) return null;
  if (hint.data.avgRate === null)
    return (
      <li className="text-muted-foreground">
        {named ? `Not enough ${label} shifts in ${state} yet to show an average` : `Not enough shifts in ${state} yet to show an average`}
      </li>
    );
  return (
    <li>
      Avg in {state} for {label}: <span className="font-semibold text-foreground">{formatHourlyRate(hint.data.avgRate)}</span>
    </li>
  );
}

/** One line per chosen practice type, in the usual order; nothing without a state or a type. */
export function RateHints({ state, practiceTypes, id }: { state: string | null; practiceTypes: readonly string[]; id?: string }) {
  const chosen = PRACTICE_TYPES.filter((type) => practiceTypes.includes(type));
  if (!state || chosen.length === 0) return null;
  return (
    <ul id={id} aria-label="Market rates" className="space-y-0.5 text-xs text-slate-700" aria-live="polite">
      {chosen.map((type) => (
        <HintLine key={type} state={state} practiceType={type} named={chosen.length > 1} />
      ))}
    </ul>
  );
}
