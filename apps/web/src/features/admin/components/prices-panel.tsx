// The price list on /admin/dashboard (decision 115): each billing item's price with an edit form,
// and every version, newest first. A new price applies to each company from its next period.
import { priceEditSchema } from '@hireloop/shared/billing';
import { History, Tags } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { type PriceVersion, useAdminPrices, useEditPrice } from '../api/prices.ts';
import { formatDay } from './format.ts';

/** The migration's price list is effective from 1970: say "original" rather than that date. */
const isOriginal = (version: PriceVersion) => version.effectiveFrom.startsWith('1970-');

function PriceEditor({ price, onDone }: { price: PriceVersion; onDone: () => void }) {
  const [value, setValue] = useState(price.unitPrice);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditPrice();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = priceEditSchema.safeParse({ item_name: price.itemName, unit_price: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a price.');
      return;
    }
    setError(null);
    edit.mutate(
      { itemName: price.itemName, unitPrice: parsed.data.unit_price },
      {
        onSuccess: () => {
          toast.success(
            `${price.itemName} now costs $${parsed.data.unit_price} from each company's next period.`,
          );
          onDone();
        },
        onError: (failure) =>
          setError(validationErrorsOf(failure)?.unit_price ?? 'Could not save the price.'),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-wrap items-end gap-2">
      <TextField
        label={`New price for ${price.itemName} (USD)`}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        hint="Up to six decimals, like 0.0035. Applies from each company's next billing period."
        className="min-w-0 flex-1 basis-56"
      />
      <div className="flex gap-2 pb-0.5">
        <Button type="submit" loading={edit.isPending}>
          Save price
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function CurrentPrice({ price }: { price: PriceVersion }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="px-4 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900">{price.itemName}</p>
          <p className="text-sm text-slate-600">
            ${price.unitPrice} ·{' '}
            {isOriginal(price) ? 'original price' : `since ${formatDay(price.effectiveFrom)}`}
          </p>
        </div>
        {editing ? null : (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Edit<span className="sr-only"> the price of {price.itemName}</span>
          </Button>
        )}
      </div>
      {editing ? <PriceEditor price={price} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}

function HistoryRow({ version }: { version: PriceVersion }) {
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-2.5 text-sm">
      <span className="w-28 shrink-0 text-slate-600">
        {isOriginal(version) ? 'From the start' : formatDay(version.effectiveFrom)}
      </span>
      <span className="min-w-0 flex-1 text-slate-900">{version.itemName}</span>
      <span className="font-medium text-slate-900">${version.unitPrice}</span>
      <span className="w-full text-slate-600 sm:w-40 sm:text-right">
        {version.changedBy ?? 'Original price list'}
      </span>
    </li>
  );
}

export function PricesPanel() {
  const [page, setPage] = usePageParam('price_page');
  const prices = useAdminPrices(page);
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-200 p-4">
        <h2 className="text-lg font-semibold text-slate-900">Price list</h2>
        <p className="mt-1 text-sm text-slate-600">
          A new price applies to each company from its next billing period; the running period keeps its
          price.
        </p>
      </div>
      {prices.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6 text-brand-600" />
        </div>
      ) : prices.isError ? (
        <ErrorState onRetry={() => void prices.refetch()} retrying={prices.isFetching} />
      ) : prices.data.prices.length === 0 ? (
        <EmptyState icon={Tags} title="No prices yet" description="The price list is empty." />
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {prices.data.prices.map((price) => (
              <CurrentPrice key={price.itemName} price={price} />
            ))}
          </ul>
          <div className="border-t border-slate-200 bg-slate-50 px-4 py-2.5">
            <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-800">
              <History className="size-4" aria-hidden="true" /> Price history
            </h3>
          </div>
          <ul className="divide-y divide-slate-100" aria-label="Price history">
            {prices.data.history.data.map((version) => (
              <HistoryRow key={`${version.itemName}-${version.effectiveFrom}`} version={version} />
            ))}
          </ul>
          {prices.data.history.meta.lastPage > 1 ? (
            <div className="border-t border-slate-200 px-4 pb-3">
              <Pagination
                label="Price history pages"
                page={page}
                lastPage={prices.data.history.meta.lastPage}
                total={prices.data.history.meta.total}
                onPageChange={setPage}
              />
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
