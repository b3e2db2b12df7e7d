// `/profile`: the candidate's profile as companies see it, with the resume, and the controls over
// their visibility (snooze, automatic snooze, withdraw all applications).
import { useProfile } from '../api/profile.ts';
import { ProfileError, ProfileLoading } from '../components/page-state.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import {
  AboutSection,
  EducationSection,
  ExperienceSection,
  LinksSection,
  PreferencesSection,
  Section,
  SkillsSection,
} from '../components/profile-sections.tsx';
import { ResumeDropzone } from '../components/resume-dropzone.tsx';
import { VisibilityCard } from '../components/visibility-card.tsx';

export default function ProfilePage() {
  const profile = useProfile();
  if (profile.isPending)
    return (
      <div className="mx-auto max-w-5xl">
        <ProfileLoading />
      </div>
    );
  if (profile.isError)
    return (
      <div className="mx-auto max-w-5xl">
        <ProfileError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      </div>
    );
  const data = profile.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <ProfileHeader profile={data} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <AboutSection profile={data} />
          <ExperienceSection profile={data} />
          <EducationSection profile={data} />
          <SkillsSection profile={data} />
          <LinksSection profile={data} />
        </div>
        <div className="min-w-0 space-y-6">
          <Section title="Resume" id="resume-heading">
            <ResumeDropzone resume={data.resume} />
          </Section>
          <PreferencesSection profile={data} />
          <VisibilityCard profile={data} />
        </div>
      </div>
    </div>
  );
}
