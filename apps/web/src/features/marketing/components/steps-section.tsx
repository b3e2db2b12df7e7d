const STEPS = [
  {
    title: 'Create your account',
    text: 'Sign up once. Add a candidate profile, a company, or both, and set up two-factor authentication for extra safety.',
  },
  {
    title: 'Match and connect',
    text: 'Companies publish opportunities; candidates apply. Both sides talk in one shared conversation, in real time.',
  },
  {
    title: 'Interview and hire',
    text: 'Book interviews, score them with your team, decide on next steps and send the offer letter from the same place.',
  },
];

export function StepsSection() {
  return (
    <section aria-labelledby="steps-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="steps-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          How Hireloop works
        </h2>
        <ol className="mt-12 grid gap-10 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative border-t-2 border-brand-600 pt-6">
              <span className="text-sm font-semibold text-brand-700">Step {index + 1}</span>
              <h3 className="mt-2 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
