import { Building2, Check, Stethoscope } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

const AUDIENCES = [
  {
    icon: Building2,
    title: 'For Veterinary Clinics',
    description: 'Post shifts and hire vets.',
    points: ['Post one shift or many dates at once', 'Browse relief vets near you', 'Review applications and send booking summaries', 'Message vets directly'],
  },
  {
    icon: Stethoscope,
    title: 'For Relief Veterinarians',
    description: 'Find shifts and opportunities — free.',
    points: [
      'Browse open shifts within your travel radius',
      'Apply with one click',
      'Post your availability for clinics to see',
      'Refer colleagues and earn a $10 prepaid card',
    ],
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight text-foreground">
        Built for both sides of the exam table
      </h2>
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
              <ul className="space-y-2">
                {points.map((point) => (
                  <li key={point} className="flex items-start gap-2 text-sm text-slate-700">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                    {point}
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
