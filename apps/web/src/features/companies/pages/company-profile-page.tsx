// `/company-profile` (menu label Company): the profile as candidates see it, with the way to
// edit it for those who may.
import { COUNTRY_CODES } from '@hireloop/shared/tenancy';
import { Building2, Globe, type LucideIcon, MapPin, Newspaper, Pencil, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '#web/components/avatar.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { type CompanyProfile, useCompanyProfile } from '../api/company-profile.ts';
import { ProfileError, ProfileLoading } from '../components/profile-page-state.tsx';
import { RecordingSettingsCard } from '../components/recording-settings-card.tsx';

/** The public career page's builder (every member reads it; Managers and up change it). */
const CAREER_PAGE_BUILDER = '/career-pages/edit';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function addressOf(profile: CompanyProfile): string | null {
  const country =
    profile.country && (COUNTRY_CODES as readonly string[]).includes(profile.country)
      ? countryNames.of(profile.country)
      : null;
  const parts = [
    profile.addressLine1,
    profile.addressLine2,
    [profile.postalCode, profile.city].filter(Boolean).join(' '),
    profile.region,
    country,
  ].filter((part) => part && part.trim() !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}

// A <dl> admits one <div> around each term and its description, no deeper (axe `dlitem`,
// `definition-list`): the icon sits inside the term.
function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-8">
      <dt className="text-sm text-slate-500">
        <Icon className="absolute top-0.5 left-0 size-5 text-slate-400" aria-hidden="true" />
        {label}
      </dt>
      <dd className="text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

function ProfileView({ profile }: { profile: CompanyProfile }) {
  const address = addressOf(profile);
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-8">
        <Avatar name={profile.name} src={profile.avatar} size="xl" shape="square" />
        <div className="min-w-0 flex-1">
          <h2 className="text-2xl font-bold tracking-tight text-slate-900">{profile.name}</h2>
          {profile.nickname ? <p className="text-slate-600">Also known as {profile.nickname}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={CAREER_PAGE_BUILDER} variant="secondary">
            <Newspaper className="size-4" aria-hidden="true" />
            Career page
          </ButtonLink>
          {profile.abilities.edit ? (
            <ButtonLink to="/company-profile/edit">
              <Pencil className="size-4" aria-hidden="true" />
              Edit profile
            </ButtonLink>
          ) : null}
        </div>
      </div>
      <div className="grid gap-8 border-t border-slate-200 p-5 sm:p-8 md:grid-cols-[1fr_18rem]">
        <section aria-labelledby="about-heading">
          <h3 id="about-heading" className="text-base font-semibold text-slate-900">
            About
          </h3>
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700">
            {profile.description || 'No description yet.'}
          </p>
        </section>
        <dl className="space-y-4">
          <Fact icon={Globe} label="Website">
            {profile.website ? (
              <a
                href={profile.website}
                className="text-brand-700 underline-offset-2 hover:underline"
                rel="noopener noreferrer"
                target="_blank"
              >
                {profile.website.replace(/^https?:\/\//, '')}
              </a>
            ) : (
              'Not stated'
            )}
          </Fact>
          <Fact icon={Building2} label="Industry">
            {profile.industry || 'Not stated'}
          </Fact>
          <Fact icon={Users} label="Company size">
            {profile.size ? `${profile.size} people` : 'Not stated'}
          </Fact>
          <Fact icon={MapPin} label="Address">
            {address ?? 'Not stated'}
          </Fact>
        </dl>
      </div>
    </Card>
  );
}

export default function CompanyProfilePage() {
  const profile = useCompanyProfile();
  return (
    <div className="mx-auto max-w-5xl">
      {profile.isPending ? (
        <ProfileLoading />
      ) : profile.isError ? (
        <ProfileError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <>
          <ProfileView profile={profile.data} />
          <RecordingSettingsCard />
        </>
      )}
    </div>
  );
}
