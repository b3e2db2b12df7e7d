// `/enterprise-account`: an overview of the active enterprise and the user's place in it.
import { enterpriseLabels, enterpriseRoleLabel } from '@hireloop/shared/enterprise-labels';
import { Network, Pencil, Settings, Store, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { OwnPhotoSection } from '#web/components/own-photo-section.tsx';
import { useEnterpriseMembers } from '../api/access.ts';
import { useCurrentEnterprise } from '../api/current-enterprise.ts';
import { useGroupsPage } from '../api/groups.ts';
import { useLocationsPage } from '../api/locations.ts';
import { LoadingPanel } from '../components/loading-panel.tsx';
import { PROFILE_EDITOR_ROLES } from '../profile-editor-roles.ts';

interface StatProps {
  icon: typeof Network;
  label: string;
  value: number | undefined;
  to: string;
}

function Stat({ icon: Icon, label, value, to }: StatProps) {
  return (
    <Link
      to={to}
      className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-card hover:border-brand-300"
    >
      <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span>
        <span className="block text-2xl font-semibold text-slate-900">{value ?? '–'}</span>
        <span className="block text-sm text-slate-600">{label}</span>
      </span>
    </Link>
  );
}

export default function EnterpriseAccountPage() {
  const enterprise = useCurrentEnterprise();
  const groups = useGroupsPage(1);
  const locations = useLocationsPage(1);
  const members = useEnterpriseMembers();

  if (enterprise.isPending) return <LoadingPanel label="Loading the enterprise" />;
  if (enterprise.isError) {
    return (
      <Card className="mx-auto max-w-5xl">
        <ErrorState onRetry={() => enterprise.refetch()} retrying={enterprise.isFetching} />
      </Card>
    );
  }
  const { name, avatar, type, role, abilities } = enterprise.data;
  const labels = enterpriseLabels(type);
  const actions: ReactNode[] = [];
  if (PROFILE_EDITOR_ROLES.includes(role)) {
    actions.push(
      <ButtonLink key="edit" to="/enterprise-profile/edit" variant="secondary">
        <Pencil className="size-4" aria-hidden="true" />
        Edit profile
      </ButtonLink>,
    );
  }
  if (abilities.settings) {
    actions.push(
      <ButtonLink key="settings" to="/enterprise-settings" variant="secondary">
        <Settings className="size-4" aria-hidden="true" />
        Settings
      </ButtonLink>,
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <Avatar name={name} src={avatar} size="lg" shape="square" />
          <div className="min-w-0 flex-1">
            <h2 className="text-xl font-semibold tracking-tight break-words text-slate-900 sm:text-2xl">
              {name}
            </h2>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap">
              <div className="flex gap-1.5">
                <dt className="text-slate-600">Type</dt>
                <dd className="font-medium text-slate-900">{labels.typeName}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-slate-600">Your role</dt>
                <dd className="font-medium text-slate-900">{enterpriseRoleLabel(role, type)}</dd>
              </div>
            </dl>
          </div>
          {actions.length ? <div className="flex flex-wrap gap-2 sm:self-start">{actions}</div> : null}
        </div>
      </Card>
      <section aria-label="At a glance" className="grid gap-4 sm:grid-cols-3">
        <Stat
          icon={Network}
          label={labels.groupPlural}
          value={groups.data?.meta.total}
          to="/enterprise-groups"
        />
        <Stat
          icon={Store}
          label={labels.companyPlural}
          value={locations.data?.meta.total}
          to="/enterprise-companies"
        />
        <Stat icon={Users} label="Users" value={members.data?.meta.total} to="/enterprise-access-manager" />
      </section>
      <OwnPhotoSection />
    </div>
  );
}
