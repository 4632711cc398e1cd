// What each side gets (issue 14): clinics first, since they pay; every point is a feature that exists.
import { Building2, Stethoscope } from 'lucide-react';
import { SUBSCRIPTION_PRICE_DOLLARS } from '../../shared/constants';
import { formatMoney } from '../../shared/money';
import { REFERRAL_REWARD_CENTS } from '../../shared/referrals';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

const AUDIENCES = [
  {
    icon: Building2,
    title: 'For veterinary clinics',
    description: `Fill the gaps in your schedule for $${SUBSCRIPTION_PRICE_DOLLARS} a month.`,
    points: [
      { title: 'Post many dates at once', text: 'Pick every date you need on one calendar and post them in one go.' },
      { title: 'Relief vets nearby', text: 'Browse licensed relief vets sorted by distance, with their experience, rate and available dates.' },
      { title: 'Booking summaries', text: 'Offer a vet several dates in one message; they accept the ones they can work.' },
      { title: 'Alerts when vets are free', text: 'Get an e-mail when a vet near you posts availability, and ask to book them.' },
    ],
  },
  {
    icon: Stethoscope,
    title: 'For relief veterinarians',
    description: 'Free to join and free to use.',
    points: [
      { title: 'Shifts by distance', text: 'Open shifts within your travel radius, nearest first, with hours and rate up front.' },
      { title: 'Post your availability', text: 'Share the dates you can work; clinics nearby are told and can ask to book you.' },
      { title: 'Apply in one click', text: 'Add a note if you like; answers arrive on your Bookings page and by e-mail.' },
      {
        title: `${formatMoney(REFERRAL_REWARD_CENTS)} for each referral`,
        text: `Invite colleagues with your link and earn a ${formatMoney(REFERRAL_REWARD_CENTS)} Visa prepaid card for each verified referral.`,
      },
    ],
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight text-foreground">
        Built for both sides of the exam table
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
        Clinics get coverage without the agency markup. Relief vets get steady work close to home.
      </p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {AUDIENCES.map(({ icon: Icon, title, description, points }) => (
          <Card key={title}>
            <CardHeader>
              <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon className="size-6" aria-hidden />
              </span>
              <CardTitle>{title}</CardTitle>
              <CardDescription>{description}</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="space-y-4">
                {points.map((point) => (
                  <li key={point.title} className="border-l-2 border-primary/40 pl-3">
                    <p className="font-medium text-foreground">{point.title}</p>
                    <p className="text-sm text-slate-600">{point.text}</p>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
