import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { type ComponentProps, useCallback } from 'react';
import { cn } from '../lib/cn';
import type { LoadedTooltipProps } from './reason-tooltip';

export const TooltipProvider = TooltipPrimitive.Provider;
export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 rounded-md bg-slate-900 px-3 py-1.5 text-xs font-medium text-white shadow-md animate-fade-in', className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

/** `children` with `reason` in a tooltip beside it, with its own provider (reason-tooltip.tsx loads this). */
export function TooltipWithReason({ reason, side, className, children, defaultOpen }: LoadedTooltipProps) {
  // Focused before this loaded: the control, rendered anew here, takes the focus back.
  const trigger = useCallback((element: HTMLElement | null) => void (defaultOpen === 'focus' && element?.focus()), [defaultOpen]);
  return (
    <TooltipProvider delayDuration={200}>
      <Tooltip defaultOpen={defaultOpen !== null}>
        <TooltipTrigger asChild ref={trigger}>
          {children}
        </TooltipTrigger>
        <TooltipContent side={side} className={className}>
          {reason}
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
