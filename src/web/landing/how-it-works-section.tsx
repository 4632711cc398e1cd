// Three steps from sign-up to a worked shift, the same for both sides.
const STEPS = [
  {
    title: 'Create your profile',
    text: 'Clinics add their address, practice types and hiring radius; relief vets add their license, rate and how far they will travel.',
  },
  {
    title: 'Post or find shifts',
    text: 'Clinics post one date or many. Relief vets browse shifts by distance, apply, or post the dates they are free.',
  },
  {
    title: 'Book and work',
    text: 'The clinic accepts an application or sends a booking summary. Both sides see the booking, message each other and can print a service agreement.',
  },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-title" className="border-t border-border bg-card">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight text-foreground">
          How it works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-border bg-background p-6">
              <span aria-hidden className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-foreground">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
