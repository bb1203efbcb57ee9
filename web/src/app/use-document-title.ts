import { SHELL_MSG } from '@shared/messages/shell';
import { useEffect } from 'react';

/** The title a page shown now gave itself (a page in a language of its own), over its route's name. */
let pageTitle: string | undefined;

const titled = (name: string | undefined) => (name && name !== SHELL_MSG.appName ? `${name} - ${SHELL_MSG.appName}` : SHELL_MSG.appName);

/** Sets the browser tab title: 'Name - SKPI' (the layouts, by the route's name). */
export function useDocumentTitle(name: string | undefined): void {
  useEffect(() => {
    document.title = titled(pageTitle ?? name);
  }, [name]);
}

/**
 * A page's own title while it is shown, which its layout's route name does not replace (a page's
 * effects run before its layout's).
 */
export function usePageTitle(name: string): void {
  useEffect(() => {
    pageTitle = name;
    document.title = titled(name);
    return () => {
      pageTitle = undefined;
    };
  }, [name]);
}
