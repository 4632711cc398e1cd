// A checkbox with its label and a line of explanation.
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { id: string; label: ReactNode; description?: ReactNode };

export function CheckboxField({ id, label, description, className, ...props }: CheckboxFieldProps) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-card p-3 hover:bg-muted/60 has-[:checked]:border-primary/40 has-[:checked]:bg-teal-50/60',
        className,
      )}
    >
      <input id={id} type="checkbox" className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary" {...props} />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-foreground">{label}</span>
        {description && <span className="mt-0.5 block text-xs text-muted-foreground">{description}</span>}
      </span>
    </label>
  );
}
