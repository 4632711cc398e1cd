// A navigation link that respects the access gate: when blocked it looks disabled, explains why
// in a tooltip and sends the user to /profile instead.
import type { ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../lib/auth-provider';
import { cn } from '../lib/cn';
import { ReasonTooltip } from '../ui/reason-tooltip';
import { gateFor } from '../lib/access-gate';

interface GatedLinkProps {
  to: string;
  className: (state: { active: boolean }) => string;
  children: ReactNode;
  onNavigate?: () => void;
  /** Whether a block is explained in a tooltip; touch menus explain it once themselves. */
  tooltip?: boolean;
  tooltipSide?: 'top' | 'bottom' | 'right';
}

export function GatedLink({ to, className, children, onNavigate, tooltip = true, tooltipSide = 'bottom' }: GatedLinkProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const gate = user ? gateFor(user, to) : { blocked: false as const };

  if (gate.blocked) {
    const button = (
      <button
        type="button"
        aria-disabled="true"
        className={cn(className({ active: false }), 'cursor-not-allowed', tooltip ? 'opacity-50' : 'text-slate-400')}
        onClick={() => {
          onNavigate?.();
          navigate(gate.redirectTo);
        }}
      >
        {children}
        <span className="sr-only">({gate.reason})</span>
      </button>
    );
    if (!tooltip) return button;
    return (
      <ReasonTooltip reason={gate.reason} side={tooltipSide}>
        {button}
      </ReasonTooltip>
    );
  }

  return (
    <NavLink
      to={to}
      end={to === '/'}
      onClick={onNavigate}
      className={({ isActive }) => className({ active: isActive || (to === '/' && pathname.toLowerCase() === '/dashboard') })}
    >
      {children}
    </NavLink>
  );
}
