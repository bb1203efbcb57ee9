import { useCallback, useSyncExternalStore } from 'react';

/** Desktop layout is width above 959 px; below 960 px the side drawer closes. */
export const DESKTOP_QUERY = '(min-width: 960px)';

/** True while the media query matches; follows changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
