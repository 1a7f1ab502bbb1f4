import { useEffect, useState } from 'react';
import { useCallCache } from '../../core/engine/render/use-call.ts';

/**
 * A content shown in place of another (a link from the body, 'more news', a playback from the list)
 * starts at its top. The page the server rendered does not: its reader could scroll it before the
 * app started (issue 31: the app starts once the first screen has painted), and coming alive must
 * not take them back to the top.
 */
export function useStartAtTop(): void {
  const calls = useCallCache();
  const [hydrating] = useState(() => calls.rendered());
  useEffect(() => {
    if (!hydrating) window.scrollTo(0, 0);
  }, [hydrating]);
}
