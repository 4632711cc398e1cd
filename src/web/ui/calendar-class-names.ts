// react-day-picker styled with the app's Tailwind theme instead of its stylesheet.
import type { ClassNames } from 'react-day-picker';

export const CALENDAR_CLASS_NAMES: Partial<ClassNames> = {
  root: 'w-full',
  months: 'grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3',
  month: 'mx-auto w-full max-w-[17.5rem] space-y-2',
  month_caption: 'flex h-8 items-center justify-center',
  caption_label: 'text-sm font-semibold text-foreground',
  month_grid: 'w-full border-collapse',
  weekdays: 'flex',
  weekday: 'flex-1 text-center text-[0.7rem] font-medium uppercase text-muted-foreground',
  week: 'mt-1 flex w-full',
  day: 'flex-1 p-0 text-center text-sm',
  day_button:
    'mx-auto flex size-9 items-center justify-center rounded-md text-sm font-normal text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer disabled:cursor-not-allowed',
  selected: '[&>button]:bg-primary [&>button]:font-semibold [&>button]:text-white [&>button:hover]:bg-primary-hover',
  today: '[&>button]:ring-1 [&>button]:ring-primary/50 [&>button]:font-semibold',
  disabled: '[&>button]:text-slate-300 [&>button:hover]:bg-transparent',
  outside: 'invisible',
  hidden: 'invisible',
};
