// `/enterprise-groups`: the enterprise dashboard, the groups (franchisees, clients, regions) the
// user sees with their location and member counts.
import { LayoutTemplate, Network, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { useCurrentEnterprise } from '../api/current-enterprise.ts';
import { useGroupsPage } from '../api/groups.ts';
import { GroupList } from '../components/group-list.tsx';
import { ListPagination } from '../components/list-pagination.tsx';
import { LoadingPanel } from '../components/loading-panel.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { useEnterpriseLabels } from '../hooks/use-enterprise-labels.ts';
import { pageFromSearch } from '../page-number.ts';

export default function GroupsPage() {
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const labels = useEnterpriseLabels();
  const enterprise = useCurrentEnterprise();
  const groups = useGroupsPage(page);
  const canCreate = enterprise.data?.abilities.createGroup ?? false;
  const createLink = canCreate ? (
    <ButtonLink to="/enterprise-groups/create">
      <Plus className="size-4" aria-hidden="true" />
      Create {labels.group}
    </ButtonLink>
  ) : null;

  let content: ReactNode;
  if (groups.isPending) {
    content = <LoadingPanel label={`Loading ${labels.groupPlural.toLowerCase()}`} />;
  } else if (groups.isError) {
    content = <ErrorState onRetry={() => groups.refetch()} retrying={groups.isFetching} />;
  } else if (groups.data.data.length === 0) {
    content = (
      <EmptyState
        icon={Network}
        title={page > 1 ? 'Nothing on this page' : `No ${labels.groupPlural.toLowerCase()} yet`}
        description={
          canCreate
            ? `Create a ${labels.group.toLowerCase()} to group your ${labels.companyPlural.toLowerCase()} and share access to them.`
            : `You have not been given any ${labels.groupPlural.toLowerCase()} yet. Ask the account owner for access.`
        }
        action={page > 1 ? null : createLink}
      />
    );
  } else {
    content = (
      <>
        <GroupList groups={groups.data.data} labels={labels} />
        <ListPagination meta={groups.data.meta} label={`${labels.groupPlural} pages`} />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageIntro
        title={enterprise.data?.name ?? labels.groupPlural}
        description={`Your ${labels.groupPlural.toLowerCase()} and the ${labels.companyPlural.toLowerCase()} and people in each.`}
        actions={
          <>
            {/* Templates are not a side-menu item (SPEC.md §2 lists that menu): decision 102. */}
            <ButtonLink to="/enterprise-templates" variant="secondary">
              <LayoutTemplate className="size-4" aria-hidden="true" />
              Templates
            </ButtonLink>
            {groups.data?.data.length ? createLink : null}
          </>
        }
      />
      <Card className="overflow-hidden">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 sm:px-6">
          <h3 className="text-base font-semibold text-slate-900">{labels.groupPlural}</h3>
          {groups.data ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {groups.data.meta.total} in total
            </p>
          ) : null}
        </div>
        {content}
      </Card>
    </div>
  );
}
