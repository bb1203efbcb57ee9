import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** The part of a Cloudscape follow event (Link, Button, SideNavigation, BreadcrumbGroup...) we use. */
export interface FollowEvent {
  preventDefault(): void;
  detail: { href?: string; external?: boolean };
}

/**
 * Turns Cloudscape `onFollow` events into router navigation. Cloudscape fires them only for
 * plain left clicks, so opening in a new tab keeps working through the real href.
 */
export function useFollow(): (event: FollowEvent) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: FollowEvent) => {
      const href = event.detail.href;
      if (!href || event.detail.external || /^[a-z]+:/i.test(href)) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
}
