import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const badgeVariants = cva('inline-flex items-center justify-center rounded-full font-semibold leading-none', {
  variants: {
    variant: {
      default: 'bg-primary/10 text-primary px-2.5 py-1 text-xs',
      // slate-600 on muted: muted-foreground there is 4.3:1, under AA for small text.
      secondary: 'bg-muted text-slate-600 px-2.5 py-1 text-xs',
      outline: 'border border-border text-foreground px-2.5 py-1 text-xs',
      count: 'min-w-5 h-5 bg-red-600 text-white px-1.5 text-[11px]',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
