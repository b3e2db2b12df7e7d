// Feature announcements (issue 22): each with its state (draft, scheduled, live, retired) and
// audiences; a new one from a dialog; retiring one hides it from everybody.
import { announcementStatus } from '@hireloop/shared/notifications';
import { clsx } from 'clsx';
import { Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PagedList, PagedListHeader } from '#web/components/paged-list.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { type AdminAnnouncement, useAdminAnnouncements, useRetireAnnouncement } from '../api/growth.ts';
import { AnnouncementFormDialog } from './announcement-form-dialog.tsx';

const STATUS_STYLES = {
  draft: 'bg-slate-100 text-slate-700',
  scheduled: 'bg-sky-50 text-sky-800',
  live: 'bg-emerald-50 text-emerald-800',
  retired: 'bg-slate-100 text-slate-600',
} as const;
const STATUS_LABELS = { draft: 'Draft', scheduled: 'Scheduled', live: 'Live', retired: 'Retired' } as const;
const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function AnnouncementRow({ announcement }: { announcement: AdminAnnouncement }) {
  const retire = useRetireAnnouncement();
  const status = announcementStatus(announcement, new Date());
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
      <div className="w-full min-w-0 sm:w-auto sm:flex-1">
        <p className="truncate font-medium text-slate-900">{announcement.title}</p>
        <p className="truncate text-sm text-slate-600">{announcement.description}</p>
        <p className="text-xs text-slate-600">
          {status === 'scheduled' && announcement.publishedAt
            ? `Shows from ${moment.format(new Date(announcement.publishedAt))} · `
            : ''}
          {announcement.audiences.length} of 6 audiences
        </p>
      </div>
      <span
        className={clsx(
          'mr-auto rounded-full px-2 py-0.5 text-xs font-medium sm:mr-0',
          STATUS_STYLES[status],
        )}
      >
        {STATUS_LABELS[status]}
      </span>
      {status !== 'retired' ? (
        <Button
          size="sm"
          variant="secondary"
          loading={retire.isPending}
          onClick={() => retire.mutate(announcement.id)}
        >
          Retire
          <span className="sr-only"> {announcement.title}</span>
        </Button>
      ) : null}
    </li>
  );
}

export function AnnouncementsPanel() {
  const [page, setPage] = usePageParam('announcement_page');
  const announcements = useAdminAnnouncements(page);
  const [creating, setCreating] = useState(false);
  return (
    <Card className="overflow-hidden">
      <PagedListHeader id="admin-announcements" query={announcements}>
        Feature announcements
      </PagedListHeader>
      <div className="border-b border-slate-200 px-4 py-3 sm:px-6">
        <Button size="sm" onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden="true" />
          New announcement
        </Button>
      </div>
      <PagedList
        query={announcements}
        labelledBy="admin-announcements"
        loadingLabel="Loading announcements"
        pagesLabel="Announcement pages"
        onPageChange={setPage}
        compact
        empty={
          <EmptyState
            icon={Megaphone}
            title="No announcements yet"
            description="Tell users about a new feature: it shows once as a toast to each of them."
          />
        }
      >
        {(announcement) => <AnnouncementRow key={announcement.id} announcement={announcement} />}
      </PagedList>
      <AnnouncementFormDialog open={creating} onOpenChange={setCreating} />
    </Card>
  );
}
