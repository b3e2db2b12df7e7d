import { FREE_TRIAL_DAYS } from '@hireloop/shared/constants';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '#web/components/button-link.tsx';
import { HeroPreview } from './hero-preview.tsx';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-gradient-to-b from-brand-50 via-white to-white"
        aria-hidden="true"
      />
      <div
        className="absolute top-24 -right-40 -z-10 size-[32rem] rounded-full bg-accent-500/10 blur-3xl"
        aria-hidden="true"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-2 lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-200">
            <span className="size-1.5 rounded-full bg-brand-600" aria-hidden="true" />
            The hiring marketplace
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            Match, connect and <span className="text-brand-600">hire</span> in one loop.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">
            Hireloop brings candidates, hiring teams and multi-location enterprises together: post
            opportunities, meet the right people, interview by video, in person or by phone, and make offers
            without switching tools.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/register" size="lg">
              Create a free account
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="/login" size="lg" variant="secondary">
              Log in
            </ButtonLink>
          </div>
          <p className="mt-4 text-sm text-slate-600">
            Companies start with a {FREE_TRIAL_DAYS}-day free trial. No card needed to look around.
          </p>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
