// `/`: the public landing page (the demo index of SPEC.md §2, titled Dashboard).
import { AudienceSection } from '../components/audience-section.tsx';
import { ClosingCallToAction } from '../components/closing-call-to-action.tsx';
import { HeroSection } from '../components/hero-section.tsx';
import { StepsSection } from '../components/steps-section.tsx';

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <AudienceSection />
      <StepsSection />
      <ClosingCallToAction />
    </>
  );
}
