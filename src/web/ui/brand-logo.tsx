import { Stethoscope } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAppName } from '../lib/config';
import { cn } from '../lib/cn';

export function BrandLogo({ to = '/', inverse = false, className, onClick }: { to?: string; inverse?: boolean; className?: string; onClick?: () => void }) {
  const appName = useAppName();
  return (
    <Link
      to={to}
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        inverse ? 'text-white' : 'text-foreground',
        className,
      )}
    >
      <span className={cn('flex size-8 items-center justify-center rounded-lg', inverse ? 'bg-white/15' : 'bg-primary text-white')}>
        <Stethoscope className="size-5" aria-hidden />
      </span>
      {appName}
    </Link>
  );
}
