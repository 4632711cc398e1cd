import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SUBSCRIPTION_PLAN } from '../../shared/constants';
import { buttonVariants } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

const INCLUDED = [
  'Unlimited shift postings, many dates at once',
  'Browse and message relief vets nearby',
  'Applications and booking summaries',
  'E-mail alerts when vets near you are free',
  'Billed monthly in advance; cancel anytime',
];

export function PricingSection() {
  return (
    <section aria-labelledby="pricing-title" className="border-t border-border bg-card">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="pricing-title" className="text-center text-3xl font-bold tracking-tight text-foreground">
          Simple pricing
        </h2>
        <p className="mt-2 text-center text-muted-foreground">Relief veterinarians use it free. Clinics subscribe to one plan, with no per-booking charge.</p>
        <Card className="mx-auto mt-10 max-w-md border-2 border-primary/30">
          <CardHeader className="text-center">
            <CardTitle>{SUBSCRIPTION_PLAN.name}</CardTitle>
            <CardDescription>For veterinary clinics</CardDescription>
            <p className="mt-3">
              <span className="text-5xl font-bold text-foreground">${SUBSCRIPTION_PLAN.priceDollars}</span>
              <span className="text-muted-foreground">/{SUBSCRIPTION_PLAN.interval}</span>
            </p>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2">
              {INCLUDED.map((item) => (
                <li key={item} className="flex items-start gap-2 text-sm text-slate-700">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  {item}
                </li>
              ))}
            </ul>
            <Link to="/register" className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}>
              Get Started
            </Link>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
