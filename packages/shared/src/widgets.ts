// The embeddable jobs widget (issue 23): its options, the public JSON it reads
// (`GET /api/public/companies/{slug}/opportunities`, `/api/public/enterprises/{id}/opportunities`)
// and the snippet the /widgets page offers to copy.
import { pageMetaSchema } from './api.ts';
import { z } from './zod.ts';

export const WIDGET_LAYOUTS = ['list', 'cards'] as const;
export type WidgetLayout = (typeof WIDGET_LAYOUTS)[number];
export const WIDGET_MAX_JOBS = 50;
export const WIDGET_DEFAULT_JOBS = 10;
export const WIDGET_DEFAULT_COLOR = '#1d4ed8';

export const widgetQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(WIDGET_MAX_JOBS).default(WIDGET_DEFAULT_JOBS),
  /** Enterprise widget: one location (company id) only. */
  location: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

export const widgetJobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company_name: z.string(),
  location: z.string(),
  remote: z.boolean(),
  employment_type: z.string(),
  /** "Full-time", "Part-time"… */
  employment_type_label: z.string(),
  /** "$20–$28 per hour", or null without pay. */
  pay: z.string().nullable(),
  /** The job's page on the career site (absolute). */
  url: z.string(),
  published_at: z.string().nullable(),
});
export type WidgetJob = z.infer<typeof widgetJobSchema>;

export const widgetJobsResponseSchema = z.object({
  data: z.array(widgetJobSchema),
  meta: pageMetaSchema,
  /** Enterprise widgets: the locations to filter by. */
  locations: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
});

export interface WidgetOptions {
  color: string;
  layout: WidgetLayout;
  limit: number;
}

/** The `<script>` snippet a company pastes into its site. */
export function widgetScriptSnippet(
  origin: string,
  target: { slug: string } | { enterpriseId: number },
  options: WidgetOptions,
): string {
  const attribute =
    'slug' in target
      ? `data-hireloop-jobs="${target.slug}"`
      : `data-hireloop-enterprise="${target.enterpriseId}"`;
  return `<div ${attribute} data-color="${options.color}" data-layout="${options.layout}" data-limit="${options.limit}"></div>\n<script src="${origin}/widget.js" async></script>`;
}

/** The `<iframe>` fallback for sites that do not allow scripts. */
export function widgetIframeSnippet(origin: string, slug: string, options: WidgetOptions): string {
  const query = `color=${encodeURIComponent(options.color)}&layout=${options.layout}&limit=${options.limit}`;
  return `<iframe src="${origin}/widgets/${slug}?${query}" title="Open jobs" style="width:100%;min-height:480px;border:0" loading="lazy"></iframe>`;
}

/** GET /api/widgets: what the /widgets page needs to build the snippets. */
export const widgetSettingsSchema = z.object({
  /** The career page's address, or null before it is saved. */
  slug: z.string().nullable(),
  /** The widget lists jobs only while the career page is published (its links lead there). */
  published: z.boolean(),
  company_name: z.string(),
  /** Set when the company is a location of an enterprise: the all-locations widget. */
  enterprise: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** False during the free trial: job board feeds (Indeed) leave trial companies out. */
  on_job_boards: z.boolean(),
});
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;
