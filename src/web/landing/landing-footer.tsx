import { Link } from 'react-router-dom';
import { useAppName } from '../lib/config';
import { pages } from '../lib/paths';

const LINKS = [
  { to: pages.privacyPolicy, label: 'Privacy Policy' },
  { to: pages.termsOfUse, label: 'Terms of Use' },
  { to: pages.serviceAgreement, label: 'Service Agreement' },
];

export function LandingFooter() {
  const appName = useAppName();
  return (
    <footer className="border-t border-border bg-slate-900 text-slate-300">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>
          © {new Date().getFullYear()} {appName}
        </p>
        <nav aria-label="Legal" className="flex flex-wrap gap-x-6 gap-y-2">
          {LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="rounded hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
