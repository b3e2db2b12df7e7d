// "Remote" as a switch: a real checkbox (keyboard, forms, screen readers) drawn as a switch.
import type { ComponentProps } from 'react';

interface RemoteSwitchProps extends Omit<ComponentProps<'input'>, 'type' | 'checked'> {
  label: string;
  checked: boolean;
  description?: string;
}

export function RemoteSwitch({ label, description, checked, ...input }: RemoteSwitchProps) {
  return (
    <label className="flex cursor-pointer items-start gap-3">
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          type="checkbox"
          role="switch"
          className="peer sr-only"
          checked={checked}
          aria-checked={checked}
          {...input}
        />
        <span
          aria-hidden="true"
          className="h-6 w-11 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
        />
        <span
          aria-hidden="true"
          className="absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-sm transition-transform peer-checked:translate-x-5"
        />
      </span>
      <span className="text-sm">
        <span className="block font-medium text-slate-800">{label}</span>
        {description ? <span className="block text-slate-600">{description}</span> : null}
      </span>
    </label>
  );
}
