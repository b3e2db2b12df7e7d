import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { TextField } from '#web/components/text-field.tsx';

/** A password input with a show/hide toggle placed under the field, where it cannot be mistaken for input. */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <TextField {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        onClick={() => setVisible(!visible)}
        aria-pressed={visible}
        className="mt-2 inline-flex items-center gap-1.5 rounded text-xs font-medium text-slate-600 hover:text-slate-900"
      >
        {visible ? (
          <EyeOff className="size-3.5" aria-hidden="true" />
        ) : (
          <Eye className="size-3.5" aria-hidden="true" />
        )}
        {visible ? 'Hide password' : 'Show password'}
      </button>
    </div>
  );
}
