// `/career-pages/edit` "Career Page Builder": the active company's public career page, edited
// beside its live preview, then published at /careers/{slug}.
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useCareerPage } from '../api/career-page.ts';
import { CareerPageForm } from '../components/career-page-form.tsx';

export default function CareerPageBuilderPage() {
  const page = useCareerPage();
  if (page.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the career page" />
      </div>
    );
  }
  if (page.isError) return <ErrorState onRetry={() => void page.refetch()} retrying={page.isFetching} />;
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <p className="text-slate-600">
        Candidates find your open opportunities on this page, and search engines list them in job search.
      </p>
      <CareerPageForm page={page.data} />
    </div>
  );
}
