import { useMatches } from 'react-router-dom';

/** The name of the deepest matched route that has one (route handle `{ name }`). */
export function useRouteName(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (handle && typeof handle === 'object' && 'name' in handle && typeof handle.name === 'string') return handle.name;
  }
  return undefined;
}
