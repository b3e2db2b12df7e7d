// Above the thread: who the conversation is with and what they applied for; on phones a way back
// to the list.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';

interface ThreadHeaderProps {
  title: string;
  subtitle?: string;
  avatar?: { src: string | null; shape: 'circle' | 'square' } | null;
  /** The URL search of the page without an open conversation. */
  backSearch: string;
  aside?: ReactNode;
}

export function ThreadHeader({ title, subtitle, avatar, backSearch, aside }: ThreadHeaderProps) {
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 px-3 py-3 sm:px-4">
      <Link
        to={{ search: backSearch }}
        className="-ml-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 lg:hidden"
        aria-label="Back to conversations"
      >
        <ArrowLeft className="size-5" aria-hidden="true" />
      </Link>
      {avatar ? <Avatar name={title} src={avatar.src} shape={avatar.shape} size="md" /> : null}
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-semibold text-slate-900">{title}</h2>
        {subtitle ? <p className="truncate text-sm text-slate-600">{subtitle}</p> : null}
      </div>
      {aside}
    </div>
  );
}
