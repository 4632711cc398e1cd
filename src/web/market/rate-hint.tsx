// The market rate where a clinic decides its own (issue 14): under the Post New Shift dialog's
// rate field, its state's average for each chosen practice type, or why there is none.
import { PRACTICE_TYPES } from '../../shared/constants';
import { practiceTypeLabel } from '../lib/shift-format';
import { useRateHint } from './use-market-data';
import { formatRate } from '../../shared/money';

function HintLine({ practiceType, named }: { practiceType: string; named: boolean }) {
  const hint = useRateHint(practiceType);
  if (hint.isPending) return <li className="text-muted-foreground">Looking up the average rate…</li>;
  if (hint.isError) return null;
  const { state, avgRate } = hint.data;
  const label = practiceTypeLabel(practiceType);
  if (avgRate === null)
    return (
      <li className="text-muted-foreground">
        {named ? `Not enough ${label} shifts in ${state} yet to show an average` : `Not enough shifts in ${state} yet to show an average`}
      </li>
    );
  return (
    <li>
      Avg in {state} for {label}: <span className="font-semibold text-foreground">{formatRate(avgRate)}</span>
    </li>
  );
}

/** One line per chosen practice type, in the usual order; nothing before a type is chosen. */
export function RateHints({ practiceTypes }: { practiceTypes: readonly string[] }) {
  const chosen = PRACTICE_TYPES.filter((type) => practiceTypes.includes(type));
  if (chosen.length === 0) return null;
  return (
    <ul aria-label="Market rates" aria-live="polite" className="space-y-0.5 text-xs text-slate-700">
      {chosen.map((type) => (
        <HintLine key={type} practiceType={type} named={chosen.length > 1} />
      ))}
    </ul>
  );
}
