// A modal dialog (Radix): focus trapped inside, Escape and the close button dismiss it, and the
// title and description are announced when it opens.
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Radix focuses the first focusable element; prevent that here to focus something else. */
  onOpenAutoFocus?: (event: Event) => void;
  /** `wide` for content that needs room (a table); the default suits a question and its buttons. */
  size?: 'default' | 'wide';
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  onOpenAutoFocus,
  size = 'default',
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${size === 'wide' ? 'max-w-2xl' : 'max-w-md'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl shadow-slate-900/20 sm:p-7`}
          onOpenAutoFocus={onOpenAutoFocus}
          // Without a description Radix warns unless told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold tracking-tight text-slate-900">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="-m-1.5 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm leading-relaxed text-slate-600">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className="mt-6">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
