// A dashboard action: a link or a button, or, when blocked, a disabled button whose tooltip
// says why (disabled buttons get no pointer events, so the tooltip sits on a wrapper).
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '../lib/cn';
import { Button, buttonVariants } from '../ui/button';
import { ReasonTooltip } from '../ui/reason-tooltip';

interface ActionButtonProps {
  label: string;
  icon: LucideIcon;
  to?: string;
  onClick?: () => void;
  blockedReason?: string | null;
  variant?: 'default' | 'outline';
}

const LAYOUT = 'w-full justify-start sm:w-auto sm:justify-center';

export function ActionButton({ label, icon: Icon, to, onClick, blockedReason, variant = 'outline' }: ActionButtonProps) {
  if (blockedReason) {
    return (
      <ReasonTooltip reason={blockedReason} side="bottom" className="max-w-64 text-center">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a disabled button cannot take focus, so its wrapper does, to show why it is disabled */}
        <span tabIndex={0} className="inline-flex w-full rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-auto">
          <Button variant={variant} disabled className={LAYOUT}>
            <Icon aria-hidden />
            {label}
            <span className="sr-only">({blockedReason})</span>
          </Button>
        </span>
      </ReasonTooltip>
    );
  }
  if (to) {
    return (
      <Link to={to} className={cn(buttonVariants({ variant }), LAYOUT)}>
        <Icon aria-hidden />
        {label}
      </Link>
    );
  }
  return (
    <Button variant={variant} onClick={onClick} className={LAYOUT}>
      <Icon aria-hidden />
      {label}
    </Button>
  );
}
