// The profile tabs: the candidate's profile and resume (company side, SPEC.md §3 candidateProfile)
// and the company's profile (candidate side, companyProfile).
import { FileText, Globe } from 'lucide-react';
import { Avatar } from '#web/components/avatar.tsx';
import type { Room } from '#web/features/interviews/api/interview-room.ts';

type CandidateProfile = NonNullable<Room['candidateProfile']>;

function Chips({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</h3>
      <ul className="mt-1.5 flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CandidateProfilePanel({ profile }: { profile: CandidateProfile }) {
  const name = `${profile.firstName} ${profile.lastName}`;
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <Avatar name={name} src={profile.avatar} size="base" />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{name}</p>
          {profile.headline ? <p className="text-sm text-slate-600">{profile.headline}</p> : null}
          {profile.location ? <p className="text-xs text-slate-500">{profile.location}</p> : null}
        </div>
      </div>
      {profile.summary ? (
        <p className="text-sm whitespace-pre-line text-slate-700">{profile.summary}</p>
      ) : null}
      <Chips label="Skills" items={profile.skills} />
      <Chips label="Looking for" items={profile.desiredRoles} />
      {profile.resume ? (
        <a
          href={profile.resume.url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
        >
          <FileText className="size-4" aria-hidden="true" />
          Open the resume ({profile.resume.name})
        </a>
      ) : (
        <p className="text-sm text-slate-500">No resume on the profile.</p>
      )}
    </div>
  );
}

export function CompanyProfilePanel({ profile }: { profile: Room['companyProfile'] }) {
  const facts = [profile.industry, profile.size ? `${profile.size} people` : null, profile.location].filter(
    (fact): fact is string => Boolean(fact),
  );
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <Avatar name={profile.name} src={profile.avatar} size="base" shape="square" />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{profile.name}</p>
          {facts.length > 0 ? <p className="text-sm text-slate-600">{facts.join(' · ')}</p> : null}
        </div>
      </div>
      {profile.description ? (
        <p className="text-sm whitespace-pre-line text-slate-700">{profile.description}</p>
      ) : (
        <p className="text-sm text-slate-500">The company has not written a description yet.</p>
      )}
      {profile.website ? (
        <a
          href={profile.website}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
        >
          <Globe className="size-4" aria-hidden="true" />
          {profile.website.replace(/^https?:\/\//, '')}
        </a>
      ) : null}
    </div>
  );
}
