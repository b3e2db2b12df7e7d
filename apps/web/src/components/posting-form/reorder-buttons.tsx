// Move up / move down / remove for one item of an ordered list, each labelled with the item's
// name for screen readers ("Move Interview up").
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';

interface ReorderButtonsProps {
  /** How the item is named in the button labels, e.g. "question 2" or "Interview". */
  itemLabel: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** e.g. the list would fall below its minimum. */
  removeDisabled?: boolean;
}

const ICON_BUTTON =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

export function ReorderButtons({
  itemLabel,
  index,
  count,
  onMove,
  onRemove,
  removeDisabled = false,
}: ReorderButtonsProps) {
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={`Move ${itemLabel} up`}
        title="Move up"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={`Move ${itemLabel} down`}
        title="Move down"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`${ICON_BUTTON} hover:text-red-700`}
        aria-label={`Remove ${itemLabel}`}
        title="Remove"
        disabled={removeDisabled}
        onClick={onRemove}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
