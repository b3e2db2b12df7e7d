// The live preview beside the builder: the public page's layout drawn from the form as it is now,
// at phone width (375 px) or desktop width (1280 px scaled down to fit the panel).
import { readableTextOn } from '@hireloop/shared/career-pages';
import { EMPLOYMENT_TYPE_LABELS, type EmploymentType } from '@hireloop/shared/opportunities/enums';
import { clsx } from 'clsx';
import { Monitor, Smartphone } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import type { CareerPage } from '../api/career-page.ts';
import { type CareerPageFormValues, imageUrl, linesOf } from '../career-page-form-values.ts';

export type PreviewWidth = 'phone' | 'desktop';
const WIDTHS: Record<PreviewWidth, number> = { phone: 375, desktop: 1280 };

interface CareerPagePreviewProps {
  values: CareerPageFormValues;
  page: CareerPage;
}

/** Draws `children` at `width` CSS pixels, scaled down to the space available. */
function ScaledFrame({ width, children }: { width: number; children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ scale: 1, height: 0 });
  useLayoutEffect(() => {
    const measure = () => {
      const available = outer.current?.clientWidth ?? width;
      const scale = Math.min(1, available / width);
      setSize({ scale, height: (inner.current?.scrollHeight ?? 0) * scale });
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (outer.current) observer.observe(outer.current);
    if (inner.current) observer.observe(inner.current);
    return () => observer.disconnect();
  }, [width]);
  return (
    <div ref={outer} className="overflow-hidden" style={{ height: size.height || undefined }}>
      <div
        ref={inner}
        style={{ width, transform: `scale(${size.scale})`, transformOrigin: 'top left' }}
        className="mx-auto"
      >
        {children}
      </div>
    </div>
  );
}

export function CareerPagePreview({ values, page }: CareerPagePreviewProps) {
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const logo = imageUrl(values.logoImage) ?? page.logoUrl;
  const cover = imageUrl(values.coverImage);
  const onPrimary = readableTextOn(values.primaryColor);
  const desktop = width === 'desktop';
  return (
    <section aria-labelledby="preview-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="preview-heading" className="text-base font-semibold text-slate-900">
          Preview
        </h2>
        <fieldset className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
          <legend className="sr-only">Preview width</legend>
          {(['phone', 'desktop'] as const).map((option) => (
            <label
              key={option}
              className={clsx(
                'flex cursor-pointer items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                width === option ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              <input
                type="radio"
                name="preview-width"
                value={option}
                checked={width === option}
                onChange={() => setWidth(option)}
                className="sr-only"
              />
              {option === 'phone' ? (
                <Smartphone className="size-4" aria-hidden="true" />
              ) : (
                <Monitor className="size-4" aria-hidden="true" />
              )}
              {option === 'phone' ? 'Phone' : 'Desktop'}
            </label>
          ))}
        </fieldset>
      </div>
      <div
        className="rounded-xl border border-slate-200 bg-slate-100 p-2"
        data-testid="career-preview"
        data-width={width}
      >
        <ScaledFrame width={WIDTHS[width]}>
          <div className="overflow-hidden rounded-lg bg-slate-50 text-slate-900">
            <div
              className="relative overflow-hidden"
              style={{ background: values.primaryColor, color: onPrimary }}
            >
              {cover ? (
                <img src={cover} alt="" className="absolute inset-0 size-full object-cover opacity-35" />
              ) : null}
              <div
                className={clsx('relative flex items-center gap-4', desktop ? 'px-16 py-12' : 'px-4 py-8')}
              >
                {logo ? (
                  <img
                    src={logo}
                    alt=""
                    className="size-16 flex-none rounded-2xl bg-white object-contain shadow"
                  />
                ) : null}
                <div>
                  <p className={clsx('font-bold leading-tight', desktop ? 'text-4xl' : 'text-2xl')}>
                    {values.headline || `Careers at ${page.companyName}`}
                  </p>
                  <p className="mt-1">{page.companyName}</p>
                </div>
              </div>
            </div>
            <div className={clsx('space-y-8', desktop ? 'px-16 py-10' : 'px-4 py-6')}>
              {values.about ? (
                <div>
                  <p className="mb-3 text-lg font-semibold">About {page.companyName}</p>
                  <div
                    className="rounded-xl border border-slate-200 bg-white p-4 text-sm [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc"
                    // The editor reports only the allowed formatting markup (components/posting-form/allowed-html.ts).
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: allowed formatting markup only
                    dangerouslySetInnerHTML={{ __html: values.about }}
                  />
                </div>
              ) : null}
              {values.sections.map((section, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: sections are identified by their place in the form
                <div key={index}>
                  <p className="mb-3 text-lg font-semibold">{section.title || 'Untitled section'}</p>
                  {section.kind === 'photos' ? (
                    <div className={clsx('grid gap-3', desktop ? 'grid-cols-4' : 'grid-cols-2')}>
                      {section.photos.map((name) => (
                        <img
                          key={name}
                          src={imageUrl(name) ?? ''}
                          alt=""
                          className="aspect-[4/3] w-full rounded-lg object-cover"
                        />
                      ))}
                    </div>
                  ) : (
                    <ul className={clsx('grid gap-3', desktop ? 'grid-cols-3' : 'grid-cols-1')}>
                      {linesOf(section.lines).map((line) => (
                        <li
                          key={line}
                          className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm"
                          style={{ borderLeft: `4px solid ${values.accentColor}` }}
                        >
                          {line}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ))}
              <div>
                <p className="mb-3 text-lg font-semibold">Open positions</p>
                {page.opportunities.length === 0 ? (
                  <p className="text-sm text-slate-700">
                    There are no open positions right now. Check back soon.
                  </p>
                ) : (
                  <ul className="space-y-3">
                    {page.opportunities.slice(0, 6).map((job) => (
                      <li key={job.id} className="rounded-xl border border-slate-200 bg-white p-4">
                        <p className="font-bold">{job.title}</p>
                        <p className="mt-1 text-sm text-slate-700">
                          {[
                            job.location,
                            job.remote ? 'Remote' : null,
                            EMPLOYMENT_TYPE_LABELS[job.employmentType as EmploymentType],
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
                <span
                  className="mt-4 inline-block rounded-lg px-4 py-2 text-sm font-semibold"
                  style={{ background: values.primaryColor, color: onPrimary }}
                >
                  Apply for this job
                </span>
              </div>
            </div>
          </div>
        </ScaledFrame>
      </div>
    </section>
  );
}
