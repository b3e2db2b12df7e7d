// An on/off switch: a real checkbox (keyboard, forms, screen readers) drawn as a switch.
import { clsx } from 'clsx';

interface PreferenceSwitchProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  onChange: (checked: boolean) => void;
}

export function PreferenceSwitch({
  label,
  checked,
  disabled = false,
  describedBy,
  onChange,
}: PreferenceSwitchProps) {
  return (
    <label
      className={clsx(
        'relative inline-flex items-center',
        disabled ? 'cursor-not-allowed' : 'cursor-pointer',
      )}
    >
      <input
        type="checkbox"
        role="switch"
        className="peer sr-only"
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        aria-label={label}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span
        aria-hidden="true"
        className={clsx(
          'h-6 w-11 rounded-full transition-colors',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
          checked ? 'bg-brand-600' : 'bg-slate-300',
          disabled && 'opacity-50',
        )}
      />
      <span
        aria-hidden="true"
        className={clsx(
          'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-sm transition-transform',
          checked && 'translate-x-5',
        )}
      />
    </label>
  );
}
