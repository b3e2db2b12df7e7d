// `/widgets` (company only): the embeddable jobs widget. Choose colour, layout and how many jobs,
// see it as visitors will (the real iframe version), and copy the script snippet or the iframe
// fallback; a location of an enterprise also gets the all-locations widget.
import {
  WIDGET_DEFAULT_COLOR,
  WIDGET_DEFAULT_JOBS,
  WIDGET_LAYOUTS,
  WIDGET_MAX_JOBS,
  type WidgetLayout,
  widgetIframeSnippet,
  widgetScriptSnippet,
} from '@hireloop/shared/widgets';
import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { useWidgetSettings } from '../api/widgets.ts';
import { SnippetBox } from '../components/snippet-box.tsx';

const LAYOUT_LABELS: Record<WidgetLayout, string> = { list: 'List', cards: 'Cards' };

export default function WidgetsPage() {
  const settings = useWidgetSettings();
  const [color, setColor] = useState(WIDGET_DEFAULT_COLOR);
  const [layout, setLayout] = useState<WidgetLayout>('list');
  const [limit, setLimit] = useState(WIDGET_DEFAULT_JOBS);

  if (settings.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the widget" />
      </div>
    );
  }
  if (settings.isError)
    return <ErrorState onRetry={() => void settings.refetch()} retrying={settings.isFetching} />;
  const { slug, published, enterprise } = settings.data;
  if (!slug || !published) {
    return (
      <Card className="mx-auto max-w-2xl">
        <EmptyState
          icon={Newspaper}
          title="Publish your career page first"
          description="The widget lists your open opportunities and links each one to its page on your career site."
          action={<ButtonLink to="/career-pages/edit">Open the Career Page Builder</ButtonLink>}
        />
      </Card>
    );
  }
  const origin = window.location.origin;
  const options = { color, layout, limit };
  const frameQuery = new URLSearchParams({ color, layout, limit: String(limit) }).toString();
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="space-y-6">
        <Card className="space-y-5 p-5 sm:p-6">
          <h2 className="text-base font-semibold text-slate-900">Options</h2>
          <div className="grid gap-5 sm:grid-cols-3">
            <div>
              <label htmlFor="widget-color" className="block text-sm font-medium text-slate-800">
                Colour
              </label>
              <input
                id="widget-color"
                type="color"
                value={color}
                onChange={(event) => setColor(event.target.value)}
                className="mt-1.5 h-11 w-full cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
              />
            </div>
            <SelectField
              label="Layout"
              value={layout}
              onChange={(event) => setLayout(event.target.value as WidgetLayout)}
            >
              {WIDGET_LAYOUTS.map((option) => (
                <option key={option} value={option}>
                  {LAYOUT_LABELS[option]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="How many jobs"
              type="number"
              min={1}
              max={WIDGET_MAX_JOBS}
              value={limit}
              onChange={(event) =>
                setLimit(Math.min(WIDGET_MAX_JOBS, Math.max(1, Number(event.target.value) || 1)))
              }
            />
          </div>
        </Card>
        <Card className="space-y-6 p-5 sm:p-6">
          <SnippetBox
            label="Script snippet"
            hint="Paste it where the jobs should appear. It loads one small script and never reads your visitors’ cookies."
            code={widgetScriptSnippet(origin, { slug }, options)}
          />
          <SnippetBox
            label="Iframe snippet"
            hint="For site builders that do not allow scripts."
            code={widgetIframeSnippet(origin, slug, options)}
          />
          {enterprise ? (
            <SnippetBox
              label="All locations snippet"
              hint={`Every location of ${enterprise.name}, with a location filter.`}
              code={widgetScriptSnippet(origin, { enterpriseId: enterprise.id }, options)}
            />
          ) : null}
        </Card>
        <Card className="space-y-3 p-5 sm:p-6">
          <h2 className="text-base font-semibold text-slate-900">Job board feeds</h2>
          <p className="text-sm text-slate-700">
            Indeed and other job boards read your published opportunities from these addresses.
          </p>
          <ul className="space-y-1 text-sm">
            <li>
              Indeed (XML):{' '}
              <code className="break-all text-slate-900">{`${origin}/feeds/${slug}/indeed.xml`}</code>
            </li>
            <li>
              Other boards (JSON):{' '}
              <code className="break-all text-slate-900">{`${origin}/feeds/${slug}/jobs.json`}</code>
            </li>
          </ul>
          {settings.data.onJobBoards ? null : (
            <Banner variant="warning">
              Your opportunities join the feeds when your free trial ends and your plan starts.
            </Banner>
          )}
        </Card>
      </div>
      <section
        aria-labelledby="widget-preview-heading"
        className="space-y-3 xl:sticky xl:top-4 xl:self-start"
      >
        <h2 id="widget-preview-heading" className="text-base font-semibold text-slate-900">
          Preview
        </h2>
        <iframe
          key={frameQuery}
          src={`/widgets/${encodeURIComponent(slug)}?${frameQuery}`}
          title="Widget preview"
          className="h-[32rem] w-full rounded-xl border border-slate-200 bg-white"
        />
      </section>
    </div>
  );
}
