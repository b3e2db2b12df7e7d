// The page's state and its public address: published or not, publish / unpublish (Managers and
// Company Admins), and a link that opens the public page in a new tab.
import { ExternalLink, Eye, EyeOff } from 'lucide-react';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { type CareerPage, usePublishCareerPage } from '../api/career-page.ts';

export function PublishBar({ page, dirty }: { page: CareerPage; dirty: boolean }) {
  const publish = usePublishCareerPage();
  const address = `${window.location.origin}${page.publicPath}`;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="min-w-0 space-y-1">
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          Status
          <span
            className={
              page.published
                ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-900 ring-1 ring-emerald-200'
                : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200'
            }
          >
            {page.published ? 'Published' : page.saved ? 'Not published' : 'Not saved yet'}
          </span>
        </p>
        {page.published ? (
          <a
            href={page.publicPath}
            target="_blank"
            rel="noopener"
            className="inline-flex max-w-full items-center gap-1 truncate text-sm font-medium text-brand-700 underline underline-offset-2"
          >
            <span className="truncate">{address}</span>
            <ExternalLink className="size-3.5 flex-none" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <p className="text-sm text-slate-600">
            {page.saved
              ? 'Only your team sees this page until you publish it.'
              : 'Save the page, then publish it.'}
          </p>
        )}
        {dirty && page.saved && page.abilities.publish ? (
          <p className="text-sm text-amber-800">You have unsaved changes: publishing shows the saved page.</p>
        ) : null}
      </div>
      {page.abilities.publish ? (
        page.published ? (
          <Button variant="secondary" onClick={() => publish.mutate(false)} loading={publish.isPending}>
            <EyeOff className="size-4" aria-hidden="true" />
            Unpublish
          </Button>
        ) : (
          <Button onClick={() => publish.mutate(true)} loading={publish.isPending} disabled={!page.saved}>
            <Eye className="size-4" aria-hidden="true" />
            Publish
          </Button>
        )
      ) : null}
    </Card>
  );
}
