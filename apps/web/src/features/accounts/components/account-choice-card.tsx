// One account on the launch pad: its avatar, name, what it is and the user's role there.
import { clsx } from 'clsx';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { Avatar } from '#web/components/avatar.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import type { AccountChoice } from '../account-choices.ts';

interface AccountChoiceCardProps {
  choice: AccountChoice;
  switching: boolean;
  disabled: boolean;
  onChoose: (choice: AccountChoice) => void;
}

export function AccountChoiceCard({ choice, switching, disabled, onChoose }: AccountChoiceCardProps) {
  return (
    <button
      type="button"
      onClick={() => onChoose(choice)}
      disabled={disabled}
      aria-busy={switching || undefined}
      aria-current={choice.active ? 'true' : undefined}
      className={clsx(
        'group flex w-full items-center gap-4 rounded-xl border bg-white p-4 text-left shadow-card transition',
        'hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'disabled:cursor-wait disabled:opacity-70',
        choice.active ? 'border-brand-400 ring-1 ring-brand-400' : 'border-slate-200',
      )}
    >
      <Avatar
        name={choice.name}
        src={choice.avatar}
        size="base"
        shape={choice.kind === 'candidate' ? 'circle' : 'square'}
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-slate-900">{choice.name}</span>
        <span className="mt-0.5 block truncate text-sm text-slate-600">{choice.description}</span>
        {choice.roleLabel ? (
          <span className="mt-2 inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {choice.roleLabel}
          </span>
        ) : null}
      </span>
      {switching ? (
        <Spinner className="size-5 text-brand-600" label={`Switching to ${choice.name}`} />
      ) : choice.active ? (
        <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-700">
          <CircleCheck className="size-4" aria-hidden="true" />
          In use
        </span>
      ) : (
        <ArrowRight
          className="size-5 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600"
          aria-hidden="true"
        />
      )}
    </button>
  );
}
