// A saved card as people recognise it: the brand's name and mark, the last four, the expiry.
import { CARD_BRAND_NAMES, type CardBrand } from '@hireloop/shared/billing';
import { CreditCard } from 'lucide-react';

export function SavedCard({
  card,
}: {
  card: { brand: CardBrand; last4: string; expMonth: number; expYear: number };
}) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex h-9 w-12 items-center justify-center rounded-md bg-slate-900 text-[10px] font-bold tracking-wide text-white uppercase">
        {card.brand === 'unknown' ? (
          <CreditCard className="size-4" aria-hidden="true" />
        ) : (
          card.brand.slice(0, 4)
        )}
      </span>
      <div>
        <p className="font-medium text-slate-900">
          {CARD_BRAND_NAMES[card.brand]} ending in {card.last4}
        </p>
        <p className="text-sm text-slate-600">
          Expires {String(card.expMonth).padStart(2, '0')}/{card.expYear}
        </p>
      </div>
    </div>
  );
}
