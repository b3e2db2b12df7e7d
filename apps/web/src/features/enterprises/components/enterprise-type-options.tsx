// Three cards, one per enterprise type, each saying which words the type brings (SPEC.md §1).
import { ENTERPRISE_TYPES, type EnterpriseType, enterpriseLabels } from '@hireloop/shared/enterprise-labels';
import { clsx } from 'clsx';
import { Building, CircleCheck, type LucideIcon, Store, UsersRound } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const ICONS: Record<EnterpriseType, LucideIcon> = {
  franchise: Store,
  staffing_agency: UsersRound,
  corporate_chain: Building,
};

const SUMMARIES: Record<EnterpriseType, string> = {
  franchise: 'Independently owned locations under one brand.',
  staffing_agency: 'Hiring on behalf of the businesses you serve.',
  corporate_chain: 'Company-run locations organised by area.',
};

interface EnterpriseTypeOptionsProps {
  legend: string;
  registration: UseFormRegisterReturn<'type'>;
  error?: string;
}

export function EnterpriseTypeOptions({ legend, registration, error }: EnterpriseTypeOptionsProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-3 md:grid-cols-3">
        {ENTERPRISE_TYPES.map((type) => {
          const labels = enterpriseLabels(type);
          const Icon = ICONS[type];
          return (
            <label
              key={type}
              className={clsx(
                'group relative flex cursor-pointer flex-col rounded-xl border bg-white p-4 shadow-sm transition-colors',
                'has-checked:border-brand-600 has-checked:bg-brand-50/60 has-checked:ring-1 has-checked:ring-brand-600',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                error ? 'border-red-500' : 'border-slate-300 hover:border-slate-400',
              )}
            >
              <input type="radio" value={type} className="sr-only" {...registration} />
              <span className="flex items-center justify-between gap-3">
                <span className="flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <CircleCheck
                  className="size-5 text-brand-600 opacity-0 transition-opacity group-has-checked:opacity-100"
                  aria-hidden="true"
                />
              </span>
              <span className="mt-3 text-base font-semibold text-slate-900">{labels.typeName}</span>
              <span className="mt-1 text-sm text-slate-600">{SUMMARIES[type]}</span>
              <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm">
                <div className="flex justify-between gap-2">
                  <dt className="shrink-0 text-slate-600">Groups are</dt>
                  <dd className="font-medium text-slate-900">{labels.groupPlural}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="shrink-0 text-slate-600">Companies are</dt>
                  <dd className="font-medium text-slate-900">{labels.companyPlural}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="shrink-0 text-slate-600">You are the</dt>
                  <dd className="text-right font-medium text-slate-900">{labels.ownerTitle}</dd>
                </div>
              </dl>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
