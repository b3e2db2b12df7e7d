// The referral link to share, with a copy button.
import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { toast } from '#web/lib/toast.ts';

export function ReferralLink({ url }: { url: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success('Referral link copied.');
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Copying is blocked here: select the link and copy it yourself.');
    }
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Your referral link
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="block h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900"
        />
        <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
          {copied ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <p className="mt-1.5 text-sm text-slate-600">
        People who create their account through this link are counted as your sign-ups.
      </p>
    </div>
  );
}
