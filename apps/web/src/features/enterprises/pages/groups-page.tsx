// `/enterprise-groups`: the enterprise dashboard, the groups (franchisees, clients, regions) the
// user sees with their location and member counts.
import { LayoutTemplate, Network, Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { useCurrentEnterprise } from '../api/current-enterprise.ts';
import { useGroupsPage } from '../api/groups.ts';
import { GroupList } from '../components/group-list.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { PagedListSection } from '../components/paged-list-section.tsx';
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
      <PagedListSection
        title={labels.groupPlural}
        list={groups}
        page={page}
        loadingLabel={`Loading ${labels.groupPlural.toLowerCase()}`}
        empty={{
          icon: Network,
          title: `No ${labels.groupPlural.toLowerCase()} yet`,
          description: canCreate
            ? `Create a ${labels.group.toLowerCase()} to group your ${labels.companyPlural.toLowerCase()} and share access to them.`
            : `You have not been given any ${labels.groupPlural.toLowerCase()} yet. Ask the account owner for access.`,
          action: createLink,
        }}
        paginationLabel={`${labels.groupPlural} pages`}
      >
        {(items) => <GroupList groups={items} labels={labels} />}
      </PagedListSection>
    </div>
  );
}
