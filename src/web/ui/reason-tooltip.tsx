// Why a control is blocked, in a tooltip: the control shows at once, the tooltip's code (Radix and
// its positioning, tooltip.tsx) follows once the page runs, so no first paint waits for it. A
// pointer over the control (or focus on it) before the code has come opens the tooltip when it
// comes, with the focus kept, since the control is then rendered anew as the tooltip's trigger.
import { cloneElement, type FocusEvent, lazy, type ReactElement, Suspense, useState } from 'react';

export interface ReasonTooltipProps {
  reason: string;
  side?: 'top' | 'bottom' | 'right';
  className?: string;
  /** The control (one element, which takes the tooltip's trigger props). */
  children: ReactElement<{ onPointerEnter?: () => void; onPointerLeave?: () => void; onFocus?: (event: FocusEvent) => void; onBlur?: () => void }>;
}

export interface LoadedTooltipProps extends ReasonTooltipProps {
  /** Open from the start: the pointer was over the control, or focus on it, while the code loaded. */
  defaultOpen: 'pointer' | 'focus' | null;
}

const TooltipWithReason = lazy(async () => ({ default: (await import('./tooltip')).TooltipWithReason }));

export function ReasonTooltip(props: ReasonTooltipProps) {
  const [early, setEarly] = useState<LoadedTooltipProps['defaultOpen']>(null);
  const fallback = cloneElement(props.children, {
    onPointerEnter: () => setEarly('pointer'),
    onPointerLeave: () => setEarly(null),
    onFocus: () => setEarly('focus'),
    onBlur: () => setEarly(null),
  });
  return (
    <Suspense fallback={fallback}>
      <TooltipWithReason {...props} defaultOpen={early} />
    </Suspense>
  );
}
