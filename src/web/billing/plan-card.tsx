// The Professional plan with its Subscribe button (spec 1 §2), shown while no subscription grants access.
import { FlaskConical } from 'lucide-react';
import { useConfig } from '../lib/config';
import { Button } from '../ui/button';
import { Card, CardContent } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { PlanFeatures, PlanPrice, PlanTerms } from './plan-details';
import { useTestActivate } from './use-test-activate';

export function PlanCard({ onSubscribe, intro }: { onSubscribe: () => void; intro?: string }) {
  const { demoMode } = useConfig();
  const testActivate = useTestActivate();

  return (
    <Card className="overflow-hidden border-primary/30">
      <div className="h-1.5 bg-primary" aria-hidden />
      <CardContent className="grid gap-6 pt-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] md:gap-10">
        <div className="flex flex-col gap-4">
          {intro && <p className="text-sm text-muted-foreground">{intro}</p>}
          <PlanPrice />
          <div className="flex flex-col gap-2">
            <Button size="lg" onClick={onSubscribe} className="w-full">
              Subscribe
            </Button>
            {demoMode && (
              <Button variant="outline" onClick={() => testActivate.mutate()} disabled={testActivate.isPending} className="w-full">
                {testActivate.isPending ? <Spinner className="size-4 text-current" label="Activating" /> : <FlaskConical aria-hidden />}
                Test Activate (demo)
              </Button>
            )}
          </div>
        </div>
        <div className="flex flex-col gap-4 md:border-l md:border-border md:pl-10">
          <p className="text-sm font-semibold text-foreground">Everything your clinic needs to staff relief shifts</p>
          <PlanFeatures />
          <PlanTerms className="mt-auto border-t border-border pt-4" />
        </div>
      </CardContent>
    </Card>
  );
}
