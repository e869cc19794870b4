import { useEffect, useState } from 'react';

/**
 * An object URL for a Blob, revoked when the Blob changes or the component goes away, so ticket
 * images do not pile up in memory.
 *
 * @example
 * ```tsx
 * const src = useObjectUrl(image?.blob);
 * ```
 */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}
