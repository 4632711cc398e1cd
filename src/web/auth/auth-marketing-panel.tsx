// The auth page's side panel, large screens only (spec 1 §2).
import { CalendarCheck, MapPin, MessageSquare } from 'lucide-react';
import { useAppName } from '../lib/config';

const POINTS = [
  { icon: MapPin, title: 'Local matches', text: 'Shifts and relief vets within the distance you choose.' },
  { icon: CalendarCheck, title: 'Fast booking', text: 'Post dates, apply and confirm in a few clicks.' },
  { icon: MessageSquare, title: 'Direct messages', text: 'Talk details through before the shift.' },
];

export function AuthMarketingPanel() {
  const appName = useAppName();
  return (
    <aside className="hidden flex-col justify-center bg-gradient-to-br from-teal-700 via-teal-800 to-slate-900 p-12 text-white lg:flex">
      <div className="max-w-md">
        <h2 className="text-3xl font-bold tracking-tight">Relief staffing, made simple</h2>
        <p className="mt-3 text-teal-50/90">{appName} connects veterinary clinics with relief veterinarians. Clinics post shifts; vets find them.</p>
        <ul className="mt-10 space-y-6">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/15">
                <Icon className="size-5" aria-hidden />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-teal-50/80">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
