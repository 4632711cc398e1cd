// The loading, error and empty states every admin list shares.
import type { LucideIcon } from 'lucide-react';
import { Button } from '../ui/button';
import { Card } from '../ui/card';

export function ListLoading({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="h-16 animate-pulse rounded-xl bg-muted" />
      ))}
    </div>
  );
}

export function ListError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <p className="text-sm text-muted-foreground">Unable to load {what}.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}

export function ListEmpty({ icon: Icon, text, hint }: { icon: LucideIcon; text: string; hint?: string }) {
  return (
    <Card className="flex flex-col items-center gap-2 p-8 text-center">
      <Icon className="size-10 text-slate-300" aria-hidden />
      <p className="font-semibold text-foreground">{text}</p>
      {hint && <p className="max-w-sm text-sm text-muted-foreground">{hint}</p>}
    </Card>
  );
}
