// The top of /profile: picture, name, headline and location, visibility, and how complete it is.
import { fullName } from '@hireloop/shared/people';
import { profileCompletion } from '@hireloop/shared/profiles';
import { formatDate } from '@hireloop/shared/time';
import { EyeOff, MapPin, Pencil } from 'lucide-react';
import { Avatar } from '#web/components/avatar.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import type { CandidateProfile } from '../api/profile.ts';

function CompletionMeter({ profile }: { profile: CandidateProfile }) {
  const completion = profileCompletion({
    headline: profile.headline,
    location: profile.location,
    desired_roles: profile.desiredRoles,
    summary: profile.summary,
    skills: profile.skills,
    experience: profile.experience,
    resume: profile.resume,
  });
  if (completion.missing.length === 0) return null;
  return (
    <div className="border-t border-slate-200 px-5 py-4 sm:px-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="font-medium text-slate-900">Profile {completion.percent}% complete</p>
        <p className="text-slate-600">
          Still to add: {completion.missing.map((item) => item.label.toLowerCase()).join(', ')}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Profile completeness"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={completion.percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${completion.percent}%` }} />
      </div>
    </div>
  );
}

export function ProfileHeader({ profile }: { profile: CandidateProfile }) {
  const name = fullName(profile);
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-8">
        <Avatar name={name} src={profile.avatar} size="xl" />
        <div className="min-w-0 flex-1">
          <h2 className="text-2xl font-bold tracking-tight break-words text-slate-900">{name}</h2>
          <p className="mt-1 break-words text-slate-700">
            {profile.headline || 'Add a headline so companies know what you do.'}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            {profile.location ? (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {profile.location}
              </span>
            ) : null}
            {profile.isSnoozed && profile.snoozedUntil ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 font-medium text-amber-800">
                <EyeOff className="size-3.5" aria-hidden="true" />
                Snoozed until {formatDate(profile.snoozedUntil)}
              </span>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/profile/edit">
            <Pencil className="size-4" aria-hidden="true" />
            Edit profile
          </ButtonLink>
        </div>
      </div>
      <CompletionMeter profile={profile} />
    </Card>
  );
}
