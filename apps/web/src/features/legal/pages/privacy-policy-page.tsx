import { LegalDocument } from '../components/legal-document.tsx';
import { privacyIntro, privacySections } from '../components/privacy-sections.tsx';

const LAST_UPDATED = '2026-11-21';

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={LAST_UPDATED}
      intro={privacyIntro}
      sections={privacySections}
    />
  );
}
