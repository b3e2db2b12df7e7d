// The recovery codes, with ways to keep them: copy to the clipboard or download as a text file.
import { Check, Copy, Download, KeyRound } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '#web/components/button.tsx';

const RECOVERY_CODES_FILE = 'hireloop-recovery-codes.txt';
const COPIED_FEEDBACK_MS = 2000;

function downloadTextFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** Just created: stress that they are shown to be saved now. */
  fresh: boolean;
  actions: ReactNode;
}

export function RecoveryCodesPanel({ codes, fresh, actions }: RecoveryCodesPanelProps) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // Clipboard blocked (permissions, insecure context): downloading still works.
    }
  };

  return (
    <div>
      <div className="flex items-start gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
        <div className="text-sm leading-relaxed text-slate-700">
          <p className="font-semibold text-slate-900">
            {fresh ? 'Save your recovery codes now' : 'Your recovery codes'}
          </p>
          <p className="mt-0.5">
            If you lose your phone, each code lets you log in once. Keep them somewhere safe, such as a
            password manager.
          </p>
        </div>
      </div>
      <ul
        aria-label="Recovery codes"
        className="mt-5 grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wide break-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={copy}>
          {copied ? (
            <Check className="size-4 text-emerald-600" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="secondary" onClick={() => downloadTextFile(RECOVERY_CODES_FILE, text)}>
          <Download className="size-4" aria-hidden="true" />
          Download
        </Button>
        {actions}
      </div>
      <p className="sr-only" aria-live="polite">
        {copied ? 'Recovery codes copied to the clipboard.' : ''}
      </p>
    </div>
  );
}
