// The newest people in the talent pool, each with a way to invite them to apply.
import { fullName } from '@hireloop/shared/people';
import { formatDate, relativeTime } from '@hireloop/shared/time';
import { Contact } from 'lucide-react';
import { Avatar } from '#web/components/avatar.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useAskContactToConfirm } from '../api/confirm-info.ts';
import { type TalentPoolContact, useRecentContacts } from '../api/talent-pool-contacts.ts';

export function RecentContactsCard({ onInvite }: { onInvite: (contact: TalentPoolContact) => void }) {
  const contacts = useRecentContacts();
  const askToConfirm = useAskContactToConfirm();
  const page = contacts.data;
  return (
    <Card>
      <div className="border-b border-slate-200 px-4 py-3.5 sm:px-6">
        <h2 id="recent-contacts-heading" className="text-base font-semibold text-slate-900">
          Your talent pool
          {page ? <span className="ml-2 text-sm font-normal text-slate-500">{page.meta.total}</span> : null}
        </h2>
        <p className="text-sm text-slate-600">The people you added most recently.</p>
      </div>
      {contacts.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6 text-brand-600" label="Loading contacts" />
        </div>
      ) : contacts.isError || !page ? (
        <ErrorState onRetry={() => void contacts.refetch()} retrying={contacts.isFetching} />
      ) : page.data.length === 0 ? (
        <EmptyState icon={Contact} title="No contacts yet" description="People you add appear here." />
      ) : (
        <ul aria-labelledby="recent-contacts-heading" className="divide-y divide-slate-200">
          {page.data.map((contact) => {
            const name = fullName(contact);
            return (
              <li key={contact.id} className="flex items-center gap-3 px-4 py-3 sm:px-6">
                <Avatar name={name} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{name}</p>
                  <p className="truncate text-xs text-slate-600">
                    {contact.email ?? 'Found on Hireloop'}
                    {contact.confirmedAt
                      ? ' · Confirmed'
                      : contact.confirmRequestedAt
                        ? ' · Asked to confirm'
                        : ''}
                    {contact.lastInvitedAt ? (
                      <>
                        {' · Invited '}
                        <time dateTime={contact.lastInvitedAt} title={formatDate(contact.lastInvitedAt)}>
                          {relativeTime(contact.lastInvitedAt)}
                        </time>
                      </>
                    ) : null}
                  </p>
                </div>
                {page.abilities.invite && contact.email && !contact.confirmedAt ? (
                  <button
                    type="button"
                    onClick={() => askToConfirm.mutate(contact.id)}
                    disabled={askToConfirm.isPending && askToConfirm.variables === contact.id}
                    className="shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60"
                  >
                    Ask to confirm<span className="sr-only"> {name}’s info</span>
                  </button>
                ) : null}
                {page.abilities.invite ? (
                  <button
                    type="button"
                    onClick={() => onInvite(contact)}
                    className="shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    Invite<span className="sr-only"> {name} to apply</span>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
