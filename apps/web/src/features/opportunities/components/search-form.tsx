// The search box, location and filters. Words, place and minimum pay apply on "Search" (or
// Enter); the switch and the selects apply at once, together with whatever is typed.
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  PAY_PERIODS,
  type PayPeriod,
} from '@hireloop/shared/opportunities/enums';
import { clsx } from 'clsx';
import { MapPin, Search, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { activeFilterCount, type ParamChanges, type SearchFilters } from '../search-params.ts';
import { RemoteSwitch } from './remote-switch.tsx';

interface TypedValues {
  q: string;
  location: string;
  payMin: string;
}

const typedValuesOf = (filters: SearchFilters): TypedValues => ({
  q: filters.q,
  location: filters.location,
  payMin: filters.payMin === null ? '' : String(filters.payMin),
});

interface SearchFormProps {
  filters: SearchFilters;
  onApply: (changes: ParamChanges) => void;
}

const inputClasses =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 shadow-sm placeholder:text-slate-500 hover:border-slate-400 focus:outline-2 focus:-outline-offset-1 focus:outline-brand-600 sm:text-sm';

export function SearchForm({ filters, onApply }: SearchFormProps) {
  const [typed, setTyped] = useState(() => typedValuesOf(filters));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const ids = useId();
  const count = activeFilterCount(filters);

  // The URL changed from elsewhere (clear filters, back button): show what is searched.
  useEffect(() => {
    setTyped(typedValuesOf(filters));
  }, [filters]);

  const typedChanges = (): ParamChanges => ({
    q: typed.q.trim(),
    location: typed.location.trim(),
    pay_min: /^\d{1,9}$/.test(typed.payMin.trim()) ? typed.payMin.trim() : null,
  });
  const apply = (changes: ParamChanges = {}) => onApply({ ...typedChanges(), ...changes });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };

  return (
    <search aria-label="Opportunities">
      <form onSubmit={onSubmit} className="space-y-3">
        <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,16rem)_auto]">
          <div className="relative">
            <label htmlFor={`${ids}-q`} className="sr-only">
              Search opportunities
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              id={`${ids}-q`}
              type="search"
              value={typed.q}
              onChange={(event) => setTyped({ ...typed, q: event.target.value })}
              placeholder="Job title, skill or keyword"
              maxLength={200}
              className={inputClasses}
            />
          </div>
          <div className="relative">
            <label htmlFor={`${ids}-location`} className="sr-only">
              Location
            </label>
            <MapPin
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              id={`${ids}-location`}
              type="text"
              value={typed.location}
              onChange={(event) => setTyped({ ...typed, location: event.target.value })}
              placeholder="City or area"
              autoComplete="address-level2"
              maxLength={255}
              className={inputClasses}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" className="h-11 flex-1 md:flex-none">
              Search
            </Button>
            <Button
              variant="secondary"
              className="h-11 md:hidden"
              aria-expanded={filtersOpen}
              aria-controls={`${ids}-filters`}
              onClick={() => setFiltersOpen(!filtersOpen)}
            >
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              Filters{count > 0 ? ` (${count})` : ''}
            </Button>
          </div>
        </div>
        <fieldset
          id={`${ids}-filters`}
          className={clsx('gap-3 md:flex md:flex-wrap md:items-end', filtersOpen ? 'grid' : 'hidden')}
        >
          <legend className="sr-only">Filters</legend>
          <RemoteSwitch
            checked={filters.remote}
            onChange={(remote) => apply({ remote: remote ? 'true' : null })}
          />
          <SelectField
            label="Employment type"
            className="md:w-48"
            value={filters.employmentType ?? ''}
            onChange={(event) => apply({ employment_type: event.target.value || null })}
          >
            <option value="">Any type</option>
            {EMPLOYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {EMPLOYMENT_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
          <div className="grid grid-cols-[minmax(0,1fr)_8rem] items-end gap-2 md:w-72">
            <div>
              <label htmlFor={`${ids}-pay`} className="block text-sm font-medium text-slate-800">
                Minimum pay ($)
              </label>
              <input
                id={`${ids}-pay`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={typed.payMin}
                onChange={(event) => setTyped({ ...typed, payMin: event.target.value })}
                onBlur={() => {
                  if (typed.payMin !== typedValuesOf(filters).payMin) apply();
                }}
                placeholder="Any"
                className="mt-1.5 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 hover:border-slate-400 focus:outline-2 focus:-outline-offset-1 focus:outline-brand-600 sm:text-sm"
              />
            </div>
            <SelectField
              label="Pay period"
              hideLabel
              value={filters.payPeriod}
              onChange={(event) => apply({ pay_period: event.target.value as PayPeriod })}
            >
              {PAY_PERIODS.map((period) => (
                <option key={period} value={period}>
                  per {period}
                </option>
              ))}
            </SelectField>
          </div>
        </fieldset>
      </form>
    </search>
  );
}
