// `/company-candidates/rolodex-contact/create` (Recruiter and above): add someone who did not apply
// to the talent pool (by hand, or found on Hireloop), then optionally invite them to apply to a
// published opportunity.
import { useState } from 'react';
import type { TalentPoolContact } from '../api/talent-pool-contacts.ts';
import { CandidateSearchCard } from '../components/candidate-search-card.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { InviteContactCard } from '../components/invite-contact-card.tsx';
import { RecentContactsCard } from '../components/recent-contacts-card.tsx';

export default function CreateContactPage() {
  const [contact, setContact] = useState<TalentPoolContact | null>(null);
  /** The invitation card replaces the form at the top of the page. */
  const inviteNext = (chosen: TalentPoolContact) => {
    setContact(chosen);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p className="text-slate-600">
        Keep great people you met outside an application (at a job fair, through a referral) in your talent
        pool, and invite them when the right opportunity opens.
      </p>
      {contact ? (
        <InviteContactCard key={contact.id} contact={contact} onAddAnother={() => setContact(null)} />
      ) : (
        <ContactForm onCreated={setContact} />
      )}
      <CandidateSearchCard onAdded={inviteNext} />
      <RecentContactsCard onInvite={inviteNext} />
    </div>
  );
}
