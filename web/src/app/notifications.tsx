/**
 * The one notification service of the app, shown by a Cloudscape Flashbar in every layout.
 *
 *   const pending = notify.info(PROGRESS_MSG.updating);      // spinner, stays while the call runs
 *   try { await call(...); pending.success(MSG.x) } // then success,
 *   catch (e) { pending.fail(e) }                   // or warning (4xx) / error (others)
 *
 * Outcomes hide after the auto-hide time of the screen, counted from when a Flashbar shows them
 * (a notice raised before a redirect waits for the next page): each layout declares its default with
 * `<NotificationScope>`, a screen inside it may declare its own (the OTP screen keeps its messages
 * for 600000 ms): the innermost wins.
 */

import Flashbar, { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import Link from '@cloudscape-design/components/link';
import { SHELL_MSG } from '@shared/messages/shell';
import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { addScope, currentNotices, dismissNotice, type Notice, noticesShown, subscribeNotices } from './notice-store';

export {
  AUTO_HIDE_MS,
  describeFailure,
  dismissNotice,
  type Notice,
  type NoticeLink,
  type NoticeOptions,
  type NoticeType,
  notify,
  type PendingNotice,
} from './notice-store';

/** The current notices (for the Flashbar, and for tests of the service). */
export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(subscribeNotices, currentNotices, currentNotices);
}

const ScopeDepth = createContext(0);

/** Sets the default auto-hide time of notices while this layout or screen is mounted. */
export function NotificationScope({ autoHideMs, children }: { autoHideMs: number; children: ReactNode }) {
  const depth = useContext(ScopeDepth) + 1;
  useEffect(() => addScope(depth, autoHideMs), [depth, autoHideMs]);
  return <ScopeDepth.Provider value={depth}>{children}</ScopeDepth.Provider>;
}

export function Notifications() {
  const notices = useNotices();
  useEffect(() => noticesShown(notices.map((n) => n.id)), [notices]);
  const items = notices.map(
    (n): FlashbarProps.MessageDefinition => ({
      id: n.id,
      type: n.type,
      content: n.link ? (
        <>
          {n.text}{' '}
          <Link href={n.link.href} external color="inverted">
            {n.link.text}
          </Link>
        </>
      ) : (
        n.text
      ),
      loading: n.pending,
      dismissible: true,
      dismissLabel: SHELL_MSG.dismiss,
      ariaRole: n.type === 'error' || n.type === 'warning' ? 'alert' : 'status',
      onDismiss: () => dismissNotice(n.id),
    }),
  );
  return <Flashbar items={items} />;
}
