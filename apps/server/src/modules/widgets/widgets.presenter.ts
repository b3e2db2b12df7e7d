// Listed jobs → the widget's JSON (packages/shared/src/widgets.ts).
import { EMPLOYMENT_TYPE_LABELS, type EmploymentType, payText } from '@hireloop/shared/opportunities';
import type { WidgetJob } from '@hireloop/shared/widgets';
import { careerJobUrl } from '../career-pages/job-posting.ts';
import type { ListedJob } from '../career-pages/listed-jobs.service.ts';

export function presentWidgetJob(appUrl: string, job: ListedJob): WidgetJob {
  return {
    id: job.id,
    title: job.title,
    company_name: job.companyName,
    location: job.location,
    remote: job.remote,
    employment_type: job.employmentType,
    employment_type_label: EMPLOYMENT_TYPE_LABELS[job.employmentType as EmploymentType] ?? job.employmentType,
    pay: payText(job.payMin, job.payMax, job.payPeriod),
    url: careerJobUrl(appUrl, job),
    published_at: job.publishedAt?.toISOString() ?? null,
  };
}
