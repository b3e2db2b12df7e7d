// After adding someone (or choosing them from the list): invite them by email to apply to one of
// the company's published opportunities. The email's link opens the opportunity with their details
// filled in.
import { fullName } from '@hireloop/shared/people';
import { CircleCheck, MailPlus, Send, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { usePublishedOpportunities } from '../api/published-opportunities.ts';
import { type TalentPoolContact, useInviteContact } from '../api/talent-pool-contacts.ts';

interface InviteContactCardProps {
  contact: TalentPoolContact;
  onAddAnother: () => void;
}

export function InviteContactCard({ contact, onAddAnother }: InviteContactCardProps) {
  const opportunities = usePublishedOpportunities();
  const invite = useInviteContact();
  const [opportunityId, setOpportunityId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [invitedTo, setInvitedTo] = useState<string | null>(null);
  const name = fullName(contact);
  // Someone found on Hireloop keeps their email private; the invitation still reaches them.
  const recipient = contact.email ?? contact.firstName;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!opportunityId) {
      setError('The opportunity field is required.');
      return;
    }
    try {
      await invite.mutateAsync({ contactId: contact.id, opportunityId: Number(opportunityId) });
      setInvitedTo(opportunities.data?.find((option) => String(option.id) === opportunityId)?.title ?? null);
    } catch (failure) {
      const errors = validationErrorsOf(failure);
      if (errors) setError(errors.opportunity_id ?? Object.values(errors)[0] ?? null);
    }
  };

  const choices = opportunities.data ?? [];
  return (
    <Card className="p-4 sm:p-6">
      <div className="flex items-start gap-3">
        {invitedTo ? (
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
        ) : (
          <MailPlus className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
        )}
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">
            {invitedTo ? `${name} is invited` : `Invite ${name} to apply`}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {invitedTo
              ? `We emailed ${recipient} a link to apply to ${invitedTo}.`
              : `We email ${recipient} a link to the opportunity with their details filled in.`}
          </p>
        </div>
      </div>
      {invitedTo ? null : choices.length === 0 && !opportunities.isPending ? (
        <p className="mt-5 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          You have no published opportunities to invite them to yet.
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start">
          <SelectField
            label="Opportunity"
            value={opportunityId}
            error={error}
            className="flex-1"
            disabled={opportunities.isPending}
            onChange={(event) => {
              setOpportunityId(event.target.value);
              setError(null);
            }}
          >
            <option value="">Choose a published opportunity</option>
            {choices.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
                {option.location ? ` · ${option.location}` : option.remote ? ' · Remote' : ''}
              </option>
            ))}
          </SelectField>
          <Button type="submit" loading={invite.isPending} className="sm:mt-7">
            <Send className="size-4" aria-hidden="true" />
            Send invitation
          </Button>
        </form>
      )}
      <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <ButtonLink to="/company-candidates" variant="ghost">
          Back to candidates
        </ButtonLink>
        <Button variant="secondary" onClick={onAddAnother}>
          <UserPlus className="size-4" aria-hidden="true" />
          Add another contact
        </Button>
      </div>
    </Card>
  );
}
