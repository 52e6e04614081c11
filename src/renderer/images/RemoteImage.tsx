// An <img> for any picture address: remote ones arrive through main as data: URLs, and while
// loading or when one cannot be had, the fallback stands in its place.
import type { ReactNode } from 'react';
import { useRemoteImage } from './useRemoteImage';

interface Props {
  url: string | null | undefined;
  alt: string;
  className?: string;
  /** Shown while the picture loads, when it cannot be loaded, or when there is none. */
  fallback?: ReactNode;
  testId?: string;
  delayMs?: number;
  draggable?: boolean;
}

export function RemoteImage({
  url,
  alt,
  className,
  fallback = null,
  testId,
  delayMs,
  draggable,
}: Props) {
  const image = useRemoteImage(url, delayMs);
  if (image.status !== 'ready') return <>{fallback}</>;
  return (
    <img
      className={className}
      src={image.src}
      alt={alt}
      data-testid={testId}
      data-stale={image.stale || undefined}
      draggable={draggable}
    />
  );
}
