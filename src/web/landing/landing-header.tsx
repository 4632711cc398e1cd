import { Link } from 'react-router-dom';
import { BrandLogo } from '../ui/brand-logo';
import { buttonVariants } from '../ui/button';
import { pages } from '../lib/paths';

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <BrandLogo to={pages.landing} />
        <nav aria-label="Account" className="flex items-center gap-2">
          <Link to={pages.quickLogin} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            Login
          </Link>
          <Link to={pages.register} className={buttonVariants({ size: 'sm' })}>
            Register
          </Link>
        </nav>
      </div>
    </header>
  );
}
