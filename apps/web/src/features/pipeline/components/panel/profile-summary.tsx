// The candidate's profile at a glance: summary, where and when they can work, skills, experience,
// education and links.
import { ExternalLink } from 'lucide-react';
import type { CandidatePanel } from '#web/features/pipeline/api/pipeline-types.ts';
import {
  availabilityText,
  educationItems,
  experienceItems,
  workAuthorizationText,
} from '#web/features/pipeline/profile-entries.ts';
import { PanelSection } from './panel-section.tsx';

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500 print:text-black">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900 print:text-black">{value}</dd>
    </div>
  );
}

export function ProfileSummary({
  profile,
  level = 3,
}: {
  profile: CandidatePanel['profile'];
  level?: 2 | 3;
}) {
  const experience = experienceItems(profile.experience);
  const education = educationItems(profile.education);
  const facts = [
    { label: 'Location', value: profile.location },
    { label: 'Desired roles', value: profile.desiredRoles.join(', ') || null },
    { label: 'Availability', value: availabilityText(profile.availability) },
    { label: 'Work authorization', value: workAuthorizationText(profile.workAuthorization) },
  ];
  return (
    <PanelSection title="Profile" level={level}>
      <div className="space-y-5 text-slate-800 print:text-black">
        {profile.summary ? (
          <p className="text-sm leading-relaxed whitespace-pre-line">{profile.summary}</p>
        ) : null}
        {facts.some((fact) => fact.value) ? (
          <dl className="grid gap-3 sm:grid-cols-2">
            {facts.map((fact) => (
              <Fact key={fact.label} {...fact} />
            ))}
          </dl>
        ) : null}
        {profile.skills.length > 0 ? (
          <div>
            <p className="text-xs font-medium text-slate-500 print:text-black">Skills</p>
            <ul aria-label="Skills" className="mt-1.5 flex flex-wrap gap-1.5">
              {profile.skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800 print:border print:border-black print:bg-white"
                >
                  {skill}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {experience.length > 0 ? (
          <div>
            <p className="text-xs font-medium text-slate-500 print:text-black">Experience</p>
            <ul className="mt-1.5 space-y-3">
              {experience.map((item) => (
                <li key={item.key} className="text-sm">
                  <p className="font-medium text-slate-900 print:text-black">
                    {[item.title, item.company].filter(Boolean).join(' · ')}
                  </p>
                  {item.period ? (
                    <p className="text-xs text-slate-600 print:text-black">{item.period}</p>
                  ) : null}
                  {item.description ? (
                    <p className="mt-1 leading-relaxed whitespace-pre-line text-slate-700 print:text-black">
                      {item.description}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {education.length > 0 ? (
          <div>
            <p className="text-xs font-medium text-slate-500 print:text-black">Education</p>
            <ul className="mt-1.5 space-y-2">
              {education.map((item) => (
                <li key={item.key} className="text-sm">
                  <p className="font-medium text-slate-900 print:text-black">{item.school}</p>
                  {item.degree || item.period ? (
                    <p className="text-xs text-slate-600 print:text-black">
                      {[item.degree, item.period].filter(Boolean).join(' · ')}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {profile.links.length > 0 ? (
          <div>
            <p className="text-xs font-medium text-slate-500 print:text-black">Links</p>
            <ul className="mt-1.5 space-y-1">
              {profile.links.map((link) => (
                <li key={link.url} className="text-sm">
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline print:text-black"
                  >
                    {link.label || link.url}
                    <ExternalLink className="size-3.5 print:hidden" aria-hidden="true" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                  <span className="hidden print:inline"> ({link.url})</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {!profile.summary &&
        facts.every((fact) => !fact.value) &&
        profile.skills.length === 0 &&
        experience.length === 0 &&
        education.length === 0 &&
        profile.links.length === 0 ? (
          <p className="text-sm text-slate-600">This candidate has not filled in their profile yet.</p>
        ) : null}
      </div>
    </PanelSection>
  );
}
