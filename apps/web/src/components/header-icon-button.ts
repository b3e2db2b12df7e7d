import { clsx } from 'clsx';

/** The round icon button of the header; `onGradient` when it sits on the gradient banner. */
export function headerIconButtonClasses(onGradient: boolean): string {
  return clsx(
    'inline-flex size-10 items-center justify-center rounded-full transition-colors',
    onGradient
      ? 'text-white hover:bg-white/15 data-[state=open]:bg-white/15 focus-visible:outline-white'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100',
  );
}
