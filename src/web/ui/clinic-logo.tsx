// A clinic's logo beside its name, or the clinic icon when it has none.
import { Building2 } from 'lucide-react';
import { cn } from '../lib/cn';
import { AVATAR_PX, PhotoImage } from './photo-image';

export function ClinicLogo({ url, className }: { url: string | null | undefined; className?: string }) {
  if (url) return <PhotoImage url={url} shownPx={AVATAR_PX} className={cn('size-8', className)} />;
  return <Building2 className="size-5 shrink-0 text-primary" aria-hidden />;
}
