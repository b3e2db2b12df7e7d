import { clsx } from 'clsx';
import { useId } from 'react';
import { Link } from 'react-router';

/** The Hireloop mark: two linked rings, "match and connect". */
export function BrandMark({ className }: { className?: string }) {
  // Unique per instance: a gradient defined inside a hidden copy (e.g. the side bar on phones)
  // would otherwise leave every other copy unpainted.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" className={clsx('size-8 shrink-0', className)} aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#9333ea" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <g fill="none" stroke="#fff" strokeWidth="2.6">
        <circle cx="12.5" cy="16" r="5.5" />
        <circle cx="19.5" cy="16" r="5.5" opacity="0.8" />
      </g>
    </svg>
  );
}

interface BrandLogoProps {
  to?: string;
  /** `light` for dark backgrounds. */
  tone?: 'dark' | 'light';
  /** Hide the word mark, e.g. in a collapsed side bar. */
  compact?: boolean;
  className?: string;
}

export function BrandLogo({ to = '/', tone = 'dark', compact = false, className }: BrandLogoProps) {
  return (
    <Link
      to={to}
      className={clsx('inline-flex items-center gap-2.5 rounded-lg', className)}
      aria-label="Hireloop home"
    >
      <BrandMark />
      {compact ? null : (
        <span
          className={clsx(
            'text-lg font-bold tracking-tight',
            tone === 'light' ? 'text-white' : 'text-slate-900',
          )}
        >
          Hireloop
        </span>
      )}
    </Link>
  );
}
