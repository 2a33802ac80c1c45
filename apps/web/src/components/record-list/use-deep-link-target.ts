import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The record a deep link points at (spec 001 §2: `?id=..&highlight=true`), and the way to open or
 * close one. Opening or closing drops the link's highlight and context, which were for arriving.
 */
export function useDeepLinkTarget() {
  const [searchParams, setSearchParams] = useSearchParams();
  const setOpenId = useCallback(
    (id: string | null) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('highlight');
        next.delete('context');
        if (id) next.set('id', id);
        else next.delete('id');
        return next;
      }),
    [setSearchParams],
  );
  return { openId: searchParams.get('id'), isHighlight: searchParams.get('highlight') === 'true', setOpenId };
}
