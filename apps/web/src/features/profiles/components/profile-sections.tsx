// The content sections of /profile: about, experience, education, skills, links, preferences.
import { AVAILABILITY_LABELS, WORK_AUTHORIZATION_LABELS } from '@hireloop/shared/profiles';
import { formatDate } from '@hireloop/shared/time';
import { Briefcase, ExternalLink, GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '#web/components/card.tsx';
import type { CandidateProfile } from '../api/profile.ts';
import { periodText } from '../profile-format.ts';

export function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Card className="p-5 sm:p-6" aria-labelledby={id} role="region">
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </Card>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="text-sm text-slate-600">
      {children}{' '}
      <Link to="/profile/edit" className="font-medium text-brand-700 underline-offset-2 hover:underline">
        Add it
      </Link>
    </p>
  );
}

export function AboutSection({ profile }: { profile: CandidateProfile }) {
  return (
    <Section title="About" id="about-heading">
      {profile.summary ? (
        <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">{profile.summary}</p>
      ) : (
        <Empty>No summary yet.</Empty>
      )}
    </Section>
  );
}

export function ExperienceSection({ profile }: { profile: CandidateProfile }) {
  return (
    <Section title="Experience" id="experience-heading">
      {profile.experience.length === 0 ? (
        <Empty>No experience listed yet.</Empty>
      ) : (
        <ul className="divide-y divide-slate-100">
          {profile.experience.map((entry, index) => (
            // Entries have no ids of their own; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="flex gap-3 py-3 first:pt-0 last:pb-0">
              <Briefcase className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
              <div className="min-w-0">
                <p className="text-sm font-semibold break-words text-slate-900">{entry.title}</p>
                <p className="text-sm break-words text-slate-700">{entry.company}</p>
                <p className="text-sm text-slate-600">{periodText(entry.startDate, entry.endDate)}</p>
                {entry.description ? (
                  <p className="mt-1.5 text-sm leading-relaxed whitespace-pre-line text-slate-700">
                    {entry.description}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function EducationSection({ profile }: { profile: CandidateProfile }) {
  return (
    <Section title="Education" id="education-heading">
      {profile.education.length === 0 ? (
        <Empty>No education listed yet.</Empty>
      ) : (
        <ul className="divide-y divide-slate-100">
          {profile.education.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are identified by their order
            <li key={index} className="flex gap-3 py-3 first:pt-0 last:pb-0">
              <GraduationCap className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
              <div className="min-w-0">
                <p className="text-sm font-semibold break-words text-slate-900">{entry.school}</p>
                {entry.degree || entry.field ? (
                  <p className="text-sm break-words text-slate-700">
                    {[entry.degree, entry.field].filter(Boolean).join(', ')}
                  </p>
                ) : null}
                <p className="text-sm text-slate-600">{periodText(entry.startDate, entry.endDate, 'Now')}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function SkillsSection({ profile }: { profile: CandidateProfile }) {
  return (
    <Section title="Skills" id="skills-heading">
      {profile.skills.length === 0 ? (
        <Empty>No skills listed yet.</Empty>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {profile.skills.map((skill) => (
            <li
              key={skill}
              className="rounded-md bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-800"
            >
              {skill}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function LinksSection({ profile }: { profile: CandidateProfile }) {
  return (
    <Section title="Links" id="links-heading">
      {profile.links.length === 0 ? (
        <Empty>No links yet.</Empty>
      ) : (
        <ul className="space-y-2">
          {profile.links.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex max-w-full items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
                <span className="truncate">{link.label || link.url.replace(/^https?:\/\//, '')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function PreferencesSection({ profile }: { profile: CandidateProfile }) {
  return (
    <Section title="What you are looking for" id="preferences-heading">
      <dl className="space-y-3">
        <Fact label="Roles">
          {profile.desiredRoles.length > 0 ? profile.desiredRoles.join(', ') : 'Not stated'}
        </Fact>
        <Fact label="Availability">
          {profile.availability ? AVAILABILITY_LABELS[profile.availability] : 'Not stated'}
          {profile.availableFrom ? ` · from ${formatDate(profile.availableFrom)}` : ''}
        </Fact>
        <Fact label="Work authorization">
          {profile.workAuthorization ? WORK_AUTHORIZATION_LABELS[profile.workAuthorization] : 'Not stated'}
        </Fact>
        <Fact label="Phone">{profile.phone ?? 'Not verified'}</Fact>
      </dl>
    </Section>
  );
}
