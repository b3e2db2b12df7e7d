// Placeholders in the shape of what is loading, so the layout does not jump when it arrives.
import { clsx } from 'clsx';

export function ConversationListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading conversations" className="divide-y divide-slate-100">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="flex animate-pulse items-center gap-3 px-4 py-4">
          <div className="size-10 shrink-0 rounded-full bg-slate-200" />
          <div className="flex-1 space-y-2">
            <div className="h-3 w-2/5 rounded bg-slate-200" />
            <div className="h-3 w-4/5 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

const BUBBLES = [
  { own: false, width: 'w-56' },
  { own: false, width: 'w-40' },
  { own: true, width: 'w-64' },
  { own: false, width: 'w-48' },
  { own: true, width: 'w-36' },
];

export function ThreadSkeleton() {
  return (
    <div role="status" aria-label="Loading messages" className="flex flex-1 flex-col justify-end gap-4 p-4">
      {BUBBLES.map((bubble, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={index}
          className={clsx('flex animate-pulse items-end gap-3', bubble.own && 'flex-row-reverse')}
        >
          <div className="size-8 shrink-0 rounded-full bg-slate-200" />
          <div
            className={clsx(
              'h-10 max-w-[70%] rounded-2xl',
              bubble.width,
              bubble.own ? 'bg-brand-100' : 'bg-slate-100',
            )}
          />
        </div>
      ))}
    </div>
  );
}
