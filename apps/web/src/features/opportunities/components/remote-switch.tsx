// "Remote only": a real checkbox drawn as a switch, with its label beside it.
import { clsx } from 'clsx';

interface RemoteSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function RemoteSwitch({ checked, onChange }: RemoteSwitchProps) {
  return (
    <label className="inline-flex h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm hover:border-slate-400 md:self-end">
      <span className="relative inline-flex items-center">
        <input
          type="checkbox"
          role="switch"
          className="peer sr-only"
          checked={checked}
          aria-checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span
          aria-hidden="true"
          className={clsx(
            'h-5 w-9 rounded-full transition-colors',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            checked ? 'bg-brand-600' : 'bg-slate-300',
          )}
        />
        <span
          aria-hidden="true"
          className={clsx(
            'absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow-sm transition-transform',
            checked && 'translate-x-4',
          )}
        />
      </span>
      Remote only
    </label>
  );
}
