// /dashboard?post=1 (the mobile bar's Post slot) opens the Post New Shift dialog once, then
// drops the query so a reload does not open it again.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

export function usePostShiftRequest(open: () => void) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('post') === '1';
  useEffect(() => {
    if (!requested) return;
    open();
    setParams(
      (current) => {
        current.delete('post');
        return current;
      },
      { replace: true },
    );
  }, [requested, open, setParams]);
}
