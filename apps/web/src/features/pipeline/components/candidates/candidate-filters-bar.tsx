// The filters of /company-candidates, each written to the URL as it changes: full-text search
// (names, skills, résumé text), opportunity, its step, status and the applied date range.
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card } from '#web/components/card.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { useOpportunity } from '#web/features/pipeline/api/opportunity-board.ts';
import { useOpportunityOptions } from '#web/features/pipeline/api/opportunity-options.ts';
import { sortSteps } from '#web/features/pipeline/board-columns.ts';
import {
  type CandidateFilters,
  type FilterName,
  hasFilters,
} from '#web/features/pipeline/candidate-filters.ts';
import { statusLabel } from '../status-badge.tsx';

const STATUSES = ['active', 'hired', 'disqualified', 'withdrawn'] as const;
const SEARCH_DELAY_MS = 350;

interface CandidateFiltersBarProps {
  filters: CandidateFilters;
  onChange: (name: FilterName, value: string | number | null) => void;
  onClear: () => void;
}

export function CandidateFiltersBar({ filters, onChange, onClear }: CandidateFiltersBarProps) {
  const opportunities = useOpportunityOptions();
  const opportunity = useOpportunity(filters.opportunityId);
  const [search, setSearch] = useState(filters.search);

  // The URL changes elsewhere too (Back, "Clear filters"): follow it.
  useEffect(() => setSearch(filters.search), [filters.search]);
  // Typing waits for a pause before asking the server.
  useEffect(() => {
    if (search.trim() === filters.search) return;
    const timer = window.setTimeout(() => onChange('search', search), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, filters.search, onChange]);

  const steps = opportunity.data ? sortSteps(opportunity.data.pipelineSteps) : [];
  return (
    <Card className="p-4 sm:p-5">
      <form
        aria-label="Filter candidates"
        onSubmit={(event) => {
          event.preventDefault();
          onChange('search', search);
        }}
        className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-8"
      >
        <div className="relative col-span-2">
          <TextField
            label="Search"
            type="search"
            placeholder="Names, skills, résumé text…"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="[&_input]:pl-9"
          />
          <Search
            className="pointer-events-none absolute bottom-3.5 left-3 size-4 text-slate-400"
            aria-hidden="true"
          />
        </div>
        <SelectField
          label="Opportunity"
          className="col-span-2"
          value={filters.opportunityId ?? ''}
          onChange={(event) => onChange('opportunityId', event.target.value || null)}
        >
          <option value="">All opportunities</option>
          {(opportunities.data ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
              {option.status === 'published' ? '' : ` (${option.status})`}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Step"
          value={filters.stepId ?? ''}
          disabled={!filters.opportunityId}
          onChange={(event) => onChange('stepId', event.target.value || null)}
        >
          <option value="">All steps</option>
          {steps.map((step) => (
            <option key={step.id} value={step.id}>
              {step.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          value={filters.status ?? ''}
          onChange={(event) => onChange('status', event.target.value || null)}
        >
          <option value="">Any status</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </SelectField>
        <div className="col-span-2 grid grid-cols-2 gap-3 sm:gap-4">
          <TextField
            label="Applied from"
            type="date"
            value={filters.appliedFrom ?? ''}
            max={filters.appliedTo ?? undefined}
            onChange={(event) => onChange('appliedFrom', event.target.value || null)}
          />
          <TextField
            label="Applied to"
            type="date"
            value={filters.appliedTo ?? ''}
            min={filters.appliedFrom ?? undefined}
            onChange={(event) => onChange('appliedTo', event.target.value || null)}
          />
        </div>
      </form>
      {hasFilters(filters) ? (
        <button
          type="button"
          onClick={onClear}
          className="mt-4 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:underline"
        >
          <X className="size-4" aria-hidden="true" />
          Clear filters
        </button>
      ) : null}
    </Card>
  );
}
