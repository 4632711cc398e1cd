// The referral programme arrives in a later issue; until then the toggle shows this card.
import { Gift } from 'lucide-react';
import { Card, CardContent } from '../ui/card';

export function ReferralPlaceholderCard() {
  return (
    <Card className="border-dashed">
      <CardContent className="flex items-center gap-4 p-5">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Gift className="size-5" aria-hidden />
        </span>
        <div>
          <p className="font-semibold text-foreground">Referral Program</p>
          <p className="text-sm text-muted-foreground">Referral program coming soon: earn a $10 Visa prepaid card for every colleague you refer.</p>
        </div>
      </CardContent>
    </Card>
  );
}
