// The frame of the three legal pages: a back link, the title with its date line and actions, and
// numbered sections in a readable column that prints as a plain document.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useConfig } from '../lib/config';

interface LegalDocumentProps {
  title: string;
  /** "Last updated …" or "Effective …". */
  dateLine?: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function LegalDocument({ title, dateLine, actions, children }: LegalDocumentProps) {
  return (
    <article aria-labelledby="legal-title" className="mx-auto max-w-3xl print:max-w-none">
      <Link
        to="/"
        className="mb-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring print:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Home
      </Link>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="legal-title" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            {title}
          </h1>
          {dateLine && <p className="mt-1 text-sm text-muted-foreground">{dateLine}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2 print:hidden">{actions}</div>}
      </header>
      <div className="space-y-8 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-10 print:border-0 print:p-0 print:shadow-none">{children}</div>
    </article>
  );
}

/** One numbered section; paragraphs and lists inside get the document's spacing. */
export function LegalSection({ id, title, heading: Heading = 'h2', children }: { id: string; title: string; heading?: 'h2' | 'h3'; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="break-inside-avoid-page">
      <Heading id={id} className="text-lg font-semibold text-foreground print:text-black">
        {title}
      </Heading>
      <div className="mt-3 space-y-3 text-[15px] leading-7 text-slate-700 print:text-black [&_li]:mt-1 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}

/** Who runs the service and how to reach them, from OPERATOR_NAME, OPERATOR_ADDRESS and SUPPORT_EMAIL. */
export function OperatorContact() {
  const { appName, operatorName, operatorAddress, supportEmail } = useConfig();
  return (
    <address className="not-italic">
      <span className="block font-medium text-foreground">{capitalise(operatorName)}</span>
      {operatorAddress && <span className="block whitespace-pre-line">{operatorAddress}</span>}
      <span className="block">
        E-mail:{' '}
        <a
          href={`mailto:${supportEmail}?subject=${encodeURIComponent(`${appName} question`)}`}
          className="font-medium text-primary underline underline-offset-2"
        >
          {supportEmail}
        </a>
      </span>
    </address>
  );
}

/** "the operator of VetRelief" starts a line as "The operator of VetRelief". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
