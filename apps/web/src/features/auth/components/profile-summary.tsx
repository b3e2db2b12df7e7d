// The top of /account: who this account belongs to and whether its email is verified.
import { fullName } from '@hireloop/shared/people';
import { formatDate } from '@hireloop/shared/time';
import { BadgeCheck, MailWarning } from 'lucide-react';
import { Avatar } from '#web/components/avatar.tsx';
import { Card } from '#web/components/card.tsx';
import type { User } from '#web/lib/session/session-user.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';

function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      Verified
    </span>
  );
}

export function ProfileSummary({ user }: { user: User }) {
  const name = fullName(user);
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6">
        <Avatar name={name} src={user.avatar} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-semibold text-slate-900">{name}</h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span className="break-all">{user.email}</span>
            {user.emailVerifiedAt ? <VerifiedBadge /> : null}
          </p>
          <p className="mt-1 text-sm text-slate-500">Member since {formatDate(user.createdAt)}</p>
        </div>
      </div>
      {user.emailVerifiedAt ? null : (
        <div className="flex flex-col gap-4 border-t border-amber-200 bg-amber-50 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
          <MailWarning className="hidden size-5 shrink-0 text-amber-700 sm:block" aria-hidden="true" />
          <div className="flex-1 text-sm">
            <p className="font-semibold text-amber-950">Verify your email</p>
            <p className="mt-0.5 text-amber-900">
              Follow the link we emailed to {user.email} so companies can reach you. Can’t find it, or has it
              expired? We can send a new one.
            </p>
          </div>
          <ResendVerificationButton variant="secondary" label="Resend verification email" />
        </div>
      )}
    </Card>
  );
}
