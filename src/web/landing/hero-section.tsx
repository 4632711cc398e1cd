import { ArrowRight, CalendarCheck, MapPin, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAppName } from '../lib/config';
import { buttonVariants } from '../ui/button';

const HIGHLIGHTS = [
  { icon: MapPin, text: 'Matches by distance' },
  { icon: CalendarCheck, text: 'Shifts booked in minutes' },
  { icon: ShieldCheck, text: 'Licensed professionals' },
];

export function HeroSection() {
  const appName = useAppName();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-teal-700 via-teal-800 to-slate-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <p className="mb-4 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-teal-100">Veterinary relief staffing</p>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Cover every shift. Find your next one.</h1>
          <p className="mt-5 max-w-xl text-lg text-teal-50/90">
            {appName} connects veterinary clinics with relief veterinarians nearby. Clinics post shifts for many dates at once and book the vets who apply;
            relief vets find paid shifts by distance, free. Booking and messages in one place.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/register" className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
              Get Started <ArrowRight aria-hidden />
            </Link>
            <Link
              to="/quick-login"
              className={buttonVariants({ variant: 'outline', size: 'lg', className: 'border-white/40 bg-transparent text-white hover:bg-white/10' })}
            >
              Login
            </Link>
          </div>
        </div>
        <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1 lg:justify-self-end">
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 rounded-xl bg-white/10 px-5 py-4 backdrop-blur">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/15">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="font-medium">{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
