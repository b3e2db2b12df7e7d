import { avatarInitials } from '@hireloop/shared/initials';
import { clsx } from 'clsx';
import { useState } from 'react';

/** Avatar sizes of SPEC.md §3. */
export type AvatarSize = 'xxs' | 'xs' | 'sm' | 'md' | 'base' | 'lg' | 'xl';

const SIZES: Record<AvatarSize, string> = {
  xxs: 'size-5 text-[0.5rem]',
  xs: 'size-6 text-[0.625rem]',
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  base: 'size-12 text-base',
  lg: 'size-16 text-xl',
  xl: 'size-24 text-3xl',
};

interface AvatarProps {
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** Companies and enterprises get rounded squares; people get circles. */
  shape?: 'circle' | 'square';
  className?: string;
}

/** A picture, or the name's initials when there is none (or it fails to load). */
export function Avatar({ name, src, size = 'md', shape = 'circle', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = clsx(
    'inline-flex shrink-0 items-center justify-center overflow-hidden font-semibold select-none',
    shape === 'circle' ? 'rounded-full' : 'rounded-lg',
    SIZES[size],
    className,
  );

  if (src && src !== failedSrc) {
    return (
      <img src={src} alt={name} className={clsx(classes, 'object-cover')} onError={() => setFailedSrc(src)} />
    );
  }
  return (
    <span role="img" aria-label={name} className={clsx(classes, 'bg-brand-100 text-brand-800')}>
      <span aria-hidden="true">{avatarInitials(name)}</span>
    </span>
  );
}
