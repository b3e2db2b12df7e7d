import { LegalDocument } from '../components/legal-document.tsx';
import { termsIntro, termsSections } from '../components/terms-sections.tsx';

const LAST_UPDATED = '2026-11-21';

export default function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={LAST_UPDATED}
      intro={termsIntro}
      sections={termsSections}
    />
  );
}
