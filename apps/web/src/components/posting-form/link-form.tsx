// The address of a new link, asked for under the editor's toolbar. It lives inside the posting
// form, so Enter adds the link instead of submitting the form, and Escape closes it.
import { type KeyboardEvent, useState } from 'react';
import { Button } from '../button.tsx';
import { TextField } from '../text-field.tsx';
import { linkAddress } from './allowed-html.ts';

interface LinkFormProps {
  onSubmit: (address: string) => void;
  onCancel: () => void;
}

export function LinkForm({ onSubmit, onCancel }: LinkFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const address = linkAddress(text);
    if (!address) {
      setError('Enter a web address (https://…) or an email address.');
      return;
    }
    onSubmit(address);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 bg-white p-3 sm:flex-row sm:items-start">
      <TextField
        label="Link address"
        type="url"
        inputMode="url"
        placeholder="https://"
        className="flex-1"
        value={text}
        error={error}
        // The person just asked to add a link: the address is what they type next.
        autoFocus
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="flex gap-2 sm:mt-7">
        <Button size="sm" onClick={submit}>
          Add link
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
