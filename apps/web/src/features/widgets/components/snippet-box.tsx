// A code snippet to paste into another site, with a copy button.
import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { toast } from '#web/lib/toast.ts';

export function SnippetBox({ label, hint, code }: { label: string; hint: string; code: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast.success(`${label} copied.`);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Copying is blocked here: select the code and copy it yourself.');
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {copied ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {copied ? 'Copied' : `Copy ${label.toLowerCase()}`}
        </Button>
      </div>
      <textarea
        id={id}
        readOnly
        value={code}
        rows={5}
        onFocus={(event) => event.currentTarget.select()}
        className="block w-full resize-none rounded-lg border border-slate-300 bg-slate-50 p-3 font-mono text-xs text-slate-800"
      />
      <p className="text-xs text-slate-600">{hint}</p>
    </div>
  );
}
