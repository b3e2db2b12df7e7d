import { FREE_TRIAL_DAYS } from '@hireloop/shared/constants';
import { ButtonLink } from '#web/components/button-link.tsx';

export function ClosingCallToAction() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-24">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-600 to-accent-700 px-6 py-14 text-center sm:px-12 sm:py-16">
        <div
          className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl"
          aria-hidden="true"
        />
        <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Ready to close the loop on hiring?
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-brand-100">
          Start your company's {FREE_TRIAL_DAYS}-day free trial, or create a candidate profile and let the
          right opportunities find you.
        </p>
        <div className="relative mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/register" size="lg" variant="inverse">
            Get started for free
          </ButtonLink>
          <ButtonLink
            to="/login"
            size="lg"
            variant="ghost"
            className="text-white ring-1 ring-white/40 ring-inset hover:bg-white/10 hover:text-white"
          >
            I already have an account
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
