// Above the board while cards are selected: how many, how to move them, and a way to let go.
import { Button } from '#web/components/button.tsx';

export function SelectionBar({ count, onClear }: { count: number; onClear: () => void }) {
  return (
    <div role="status">
      {count > 0 ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-brand-50 px-3 py-1.5 text-sm text-brand-900 ring-1 ring-brand-200">
          <span className="font-semibold">{count} selected</span>
          <span className="text-brand-800">Drag one of them to move them together.</span>
          <Button variant="ghost" size="sm" className="ml-auto" onClick={onClear}>
            Clear selection
          </Button>
        </div>
      ) : null}
    </div>
  );
}
