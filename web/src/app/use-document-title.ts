import { MSG } from '@shared/messages';
import { useEffect } from 'react';

/** Sets the browser tab title: 'Name - SKPI'. */
export function useDocumentTitle(name: string | undefined): void {
  useEffect(() => {
    document.title = name && name !== MSG.appName ? `${name} - ${MSG.appName}` : MSG.appName;
  }, [name]);
}
