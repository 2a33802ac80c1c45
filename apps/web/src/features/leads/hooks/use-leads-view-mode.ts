import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type LeadsViewMode = 'table' | 'board';

/** Table or board, in ?view= like the list's other parameters (the table is the default, so it is left out). */
export function useLeadsViewMode() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: LeadsViewMode = searchParams.get('view') === 'board' ? 'board' : 'table';
  const setView = useCallback(
    (next: LeadsViewMode) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next === 'board') params.set('view', 'board');
        else params.delete('view');
        return params;
      }),
    [setSearchParams],
  );
  return { view, setView };
}
