// Where the clinic is in subscribing: plan, payment, activation (no payment step with billing off).
import { Check } from 'lucide-react';
import { cn } from '../lib/cn';

const WITH_PAYMENT = ['Plan', 'Payment', 'Activation'] as const;
const WITHOUT_PAYMENT = ['Plan', 'Activation'] as const;

export function SubscribeSteps({ current, payment }: { current: number; payment: boolean }) {
  const STEPS = payment ? WITH_PAYMENT : WITHOUT_PAYMENT;
  return (
    <ol className="flex items-center gap-2 text-xs font-medium" aria-label="Subscription steps">
      {STEPS.map((step, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li key={step} className="flex flex-1 items-center gap-2" aria-current={active ? 'step' : undefined}>
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full border text-[11px]',
                done && 'border-primary bg-primary text-primary-foreground',
                active && 'border-primary text-primary',
                !done && !active && 'border-border text-muted-foreground',
              )}
            >
              {done ? <Check className="size-3.5" aria-hidden strokeWidth={3} /> : index + 1}
            </span>
            <span className={cn(active || done ? 'text-foreground' : 'text-muted-foreground')}>{step}</span>
            {index < STEPS.length - 1 && <span className="h-px flex-1 bg-border" aria-hidden />}
          </li>
        );
      })}
    </ol>
  );
}
