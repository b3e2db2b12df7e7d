// "Find people on Hireloop": search candidate profiles by name, skill or keyword and location, and
// add someone to the talent pool in one click (then invite them, as with a contact added by hand).
// Someone who already applied to the company links to their application instead.
// Candidates who snoozed their profile are not shown; neither are emails or phones.
import { fullName } from '@hireloop/shared/people';
import {
  CANDIDATE_SEARCH_LOCATION_MAX_LENGTH,
  CANDIDATE_SEARCH_NEEDS_TERMS,
  CANDIDATE_SEARCH_TEXT_MAX_LENGTH,
} from '@hireloop/shared/pipeline';
import { Check, MapPin, Search, UserCheck, UserPlus, UserSearch } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { toast } from '#web/lib/toast.ts';
import {
  type CandidateSearchResult,
  useAddCandidateToPool,
  useCandidateSearch,
} from '../api/candidate-search.ts';
import type { TalentPoolContact } from '../api/talent-pool-contacts.ts';
import {
  canSearch,
  readCandidateSearch,
  skillsPreview,
  writeCandidateSearch,
} from '../candidate-search-params.ts';

export function CandidateSearchCard({ onAdded }: { onAdded: (contact: TalentPoolContact) => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readCandidateSearch(searchParams);
  const [words, setWords] = useState(search.q);
  const [place, setPlace] = useState(search.location);
  const [error, setError] = useState<string | null>(null);
  const results = useCandidateSearch(search);

  // Back and forward through searches fill the fields again.
  useEffect(() => {
    setWords(search.q);
    setPlace(search.location);
  }, [search.q, search.location]);

  const go = (changes: Parameters<typeof writeCandidateSearch>[1]) =>
    setSearchParams((current) => writeCandidateSearch(current, changes), { preventScrollReset: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSearch({ q: words, location: place })) {
      setError(CANDIDATE_SEARCH_NEEDS_TERMS);
      return;
    }
    setError(null);
    go({ q: words, location: place });
  };

  const searched = canSearch(search);
  const page = results.data;
  return (
    <Card>
      <section aria-labelledby="candidate-search-heading">
        <div className="px-4 pt-4 sm:px-6 sm:pt-6">
          <h2 id="candidate-search-heading" className="text-base font-semibold text-slate-900">
            Find people on Hireloop
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Search candidates’ profiles and add the right people to your talent pool. People who are not
            looking right now are hidden.
          </p>
          <search aria-label="Candidates on Hireloop">
            <form
              noValidate
              onSubmit={submit}
              className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_auto] sm:items-start"
            >
              <TextField
                label="Name, skill or keyword"
                type="search"
                value={words}
                maxLength={CANDIDATE_SEARCH_TEXT_MAX_LENGTH}
                placeholder="Pastry, espresso, Jordan…"
                error={error}
                onChange={(event) => setWords(event.target.value)}
              />
              <TextField
                label="Location"
                type="search"
                value={place}
                maxLength={CANDIDATE_SEARCH_LOCATION_MAX_LENGTH}
                placeholder="City or region"
                onChange={(event) => setPlace(event.target.value)}
              />
              <Button type="submit" className="sm:mt-7" loading={searched && results.isFetching}>
                <Search className="size-4" aria-hidden="true" />
                Search
              </Button>
            </form>
          </search>
        </div>
        <div className="mt-4 border-t border-slate-200">
          {!searched ? (
            <p className="px-4 py-6 text-sm text-slate-600 sm:px-6">
              Look for a skill (“sourdough”), a role (“shift lead”) or a name, here or near you.
            </p>
          ) : results.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner className="size-6 text-brand-600" label="Searching" />
            </div>
          ) : results.isError || !page ? (
            <ErrorState onRetry={() => void results.refetch()} retrying={results.isFetching} />
          ) : page.data.length === 0 ? (
            <EmptyState
              icon={UserSearch}
              title="No one matches yet"
              description="Try fewer or broader words, or another place."
            />
          ) : (
            <>
              <p className="sr-only" aria-live="polite">
                {page.meta.total} {page.meta.total === 1 ? 'person matches' : 'people match'}
              </p>
              <ul aria-labelledby="candidate-search-heading" className="divide-y divide-slate-200">
                {page.data.map((person) => (
                  <CandidateRow key={person.id} person={person} onAdded={onAdded} />
                ))}
              </ul>
              <div className="px-4 pb-4 sm:px-6">
                <Pagination
                  label="Candidate search pages"
                  page={page.meta.currentPage}
                  lastPage={page.meta.lastPage}
                  total={page.meta.total}
                  onPageChange={(next) => go({ page: next })}
                />
              </div>
            </>
          )}
        </div>
      </section>
    </Card>
  );
}

function CandidateRow({
  person,
  onAdded,
}: {
  person: CandidateSearchResult;
  onAdded: (contact: TalentPoolContact) => void;
}) {
  const add = useAddCandidateToPool();
  const name = fullName(person);
  const { shown, more } = skillsPreview(person.skills);

  const addToPool = async () => {
    try {
      const contact = await add.mutateAsync(person.id);
      toast.success(`${name} was added to your talent pool.`);
      onAdded(contact);
    } catch {
      // The HTTP client has already shown why (already in the pool, no longer findable).
    }
  };

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:px-6">
      <div className="flex min-w-0 flex-1 gap-3">
        <Avatar name={name} src={person.avatar} size="md" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
          {person.headline ? <p className="truncate text-sm text-slate-700">{person.headline}</p> : null}
          {person.location ? (
            <p className="mt-0.5 flex items-center gap-1 text-xs text-slate-600">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{person.location}</span>
            </p>
          ) : null}
          {shown.length > 0 ? (
            <ul aria-label={`Skills of ${name}`} className="mt-2 flex flex-wrap gap-1.5">
              {shown.map((skill) => (
                <li key={skill} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                  {skill}
                </li>
              ))}
              {more > 0 ? <li className="px-1 py-0.5 text-xs text-slate-600">+{more} more</li> : null}
            </ul>
          ) : null}
        </div>
      </div>
      {person.applicationId !== null ? (
        <ButtonLink
          to={`/company-candidates?application=${person.applicationId}`}
          variant="ghost"
          size="sm"
          className="shrink-0 self-start"
          aria-label={`Already a candidate: open ${name}’s application`}
        >
          <UserCheck className="size-4" aria-hidden="true" />
          Already a candidate
        </ButtonLink>
      ) : person.inTalentPool ? (
        <p className="flex shrink-0 items-center gap-1.5 self-start text-sm font-medium text-emerald-700 sm:pt-1">
          <Check className="size-4" aria-hidden="true" />
          In your talent pool
        </p>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 self-start"
          loading={add.isPending}
          onClick={() => void addToPool()}
        >
          <UserPlus className="size-4" aria-hidden="true" />
          {/* One flex item, so the hidden name adds no gap; the button is named "Add … to talent pool". */}
          <span>
            Add<span className="sr-only"> {name}</span> to talent pool
          </span>
        </Button>
      )}
    </li>
  );
}
