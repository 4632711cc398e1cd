// The blanks of the printable service agreement: underlined inputs that print as lines, and
// practice-type check boxes. Uncontrolled: what the user types stays in the page until printed.
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

interface FieldProps {
  id: string;
  label: string;
  defaultValue?: string;
  /** A long answer (free text) rather than one line. */
  multiline?: boolean;
  className?: string;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel';
}

const lineClass =
  'w-full border-0 border-b border-slate-400 bg-transparent px-1 py-1 text-[15px] text-foreground placeholder:text-slate-400 focus:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-ring print:border-black';

export function AgreementField({ id, label, defaultValue, multiline, className, inputMode }: FieldProps) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-medium uppercase tracking-wide text-slate-600 print:text-black">
        {label}
      </label>
      {multiline ? (
        <textarea id={id} name={id} defaultValue={defaultValue} rows={3} className={cn(lineClass, 'resize-y border rounded-md')} />
      ) : (
        <input id={id} name={id} type="text" defaultValue={defaultValue} inputMode={inputMode} autoComplete="off" className={lineClass} />
      )}
    </div>
  );
}

export function AgreementCheckbox({ id, label, defaultChecked }: { id: string; label: string; defaultChecked: boolean }) {
  return (
    <label htmlFor={id} className="inline-flex items-center gap-2 text-[15px] text-slate-700 print:text-black">
      <input id={id} name={id} type="checkbox" defaultChecked={defaultChecked} className="size-4 accent-primary" />
      {label}
    </label>
  );
}

/** Fields laid out two to a row from sm up. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2">{children}</div>;
}
