/**
 * The one notification service of the app, shown by a Cloudscape Flashbar in every layout.
 *
 *   const pending = notify.info(MSG.updating);      // spinner, stays while the call runs
 *   try { await call(...); pending.success(MSG.x) } // then success,
 *   catch (e) { pending.fail(e) }                   // or warning (4xx) / error (others)
 *
 * Outcomes hide after the auto-hide time of the screen (spec 000 section 9, spec 001
 * constants): each layout declares its default with `<NotificationScope>`, a screen inside
 * it may declare its own (the OTP screen keeps its messages for 600000 ms): the innermost wins.
 */
import Flashbar, { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { MSG } from '../../../shared/messages';
import { ApiError } from '../api/client';

export const AUTO_HIDE_MS = {
  /** Landing flow (public pages, sign-in, registration). */
  landing: 6000,
  /** The OTP screen. */
  otp: 600_000,
  /** Toasts: the student and verifier areas. */
  toast: 2000,
  /** The notification component of the admin (dashboard) area. */
  dashboard: 6000,
} as const;

export type NoticeType = 'success' | 'warning' | 'error' | 'info';

export interface Notice {
  id: string;
  type: NoticeType;
  text: string;
  /** An info notice of a call in progress (spinner, not hidden until settled). */
  pending: boolean;
}

export interface NoticeOptions {
  /** A notice with the id of a shown one replaces it (no duplicates). */
  id?: string;
  autoHideMs?: number;
}

export interface PendingNotice {
  readonly id: string;
  success(text: string): void;
  warning(text: string): void;
  error(text: string): void;
  /** Warning for a 4xx answer, error otherwise, with the server's joined message. */
  fail(error: unknown, fallback?: string): void;
  dismiss(): void;
}

let notices: readonly Notice[] = [];
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
/** Mounted scopes with their nesting depth; the deepest (innermost) one gives the default. */
const scopes: { depth: number; autoHideMs: number }[] = [];
let sequence = 0;

function publish(next: readonly Notice[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

function clearTimer(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

/** The auto-hide time of the innermost mounted scope (toasts when none is mounted). */
export function defaultAutoHideMs(): number {
  let best: { depth: number; autoHideMs: number } | undefined;
  for (const scope of scopes) if (!best || scope.depth >= best.depth) best = scope;
  return best?.autoHideMs ?? AUTO_HIDE_MS.toast;
}

export function dismissNotice(id: string): void {
  clearTimer(id);
  if (notices.some((n) => n.id === id)) publish(notices.filter((n) => n.id !== id));
}

function show(notice: Notice, autoHideMs: number | null): void {
  clearTimer(notice.id);
  const exists = notices.some((n) => n.id === notice.id);
  publish(exists ? notices.map((n) => (n.id === notice.id ? notice : n)) : [...notices, notice]);
  if (autoHideMs !== null) {
    timers.set(
      notice.id,
      setTimeout(() => dismissNotice(notice.id), autoHideMs),
    );
  }
}

/** How a failed call is shown: a 4xx is a warning with the server message, the rest an error. */
export function describeFailure(error: unknown, fallback: string = MSG.genericErrorPlain): { type: 'warning' | 'error'; text: string } {
  if (error instanceof ApiError) return { type: error.isClientError ? 'warning' : 'error', text: error.message || fallback };
  return { type: 'error', text: fallback };
}

function outcome(type: NoticeType, text: string, options: NoticeOptions = {}): string {
  const id = options.id ?? `notice-${++sequence}`;
  show({ id, type, text, pending: false }, options.autoHideMs ?? defaultAutoHideMs());
  return id;
}

export const notify = {
  /** Shows an info notice of a call in progress; settle it with the returned handle. */
  info(text: string, options: NoticeOptions = {}): PendingNotice {
    const id = options.id ?? `notice-${++sequence}`;
    show({ id, type: 'info', text, pending: true }, null);
    const settle = (type: NoticeType, message: string) => outcome(type, message, { ...options, id });
    return {
      id,
      success: (message) => settle('success', message),
      warning: (message) => settle('warning', message),
      error: (message) => settle('error', message),
      fail: (error, fallback) => {
        const failure = describeFailure(error, fallback);
        settle(failure.type, failure.text);
      },
      dismiss: () => dismissNotice(id),
    };
  },
  success: (text: string, options?: NoticeOptions) => outcome('success', text, options),
  warning: (text: string, options?: NoticeOptions) => outcome('warning', text, options),
  error: (text: string, options?: NoticeOptions) => outcome('error', text, options),
  /** Shows a failed call: warning (4xx) or error (others). */
  fail(error: unknown, fallback?: string, options?: NoticeOptions): string {
    const failure = describeFailure(error, fallback);
    return outcome(failure.type, failure.text, options);
  },
  /** info → success / warning / error around one promise; returns its value, rethrows its error. */
  async track<T>(promise: Promise<T>, texts: { pending: string; success: string; fallback?: string }, options?: NoticeOptions): Promise<T> {
    const pending = notify.info(texts.pending, options);
    try {
      const value = await promise;
      pending.success(texts.success);
      return value;
    } catch (error) {
      pending.fail(error, texts.fallback);
      throw error;
    }
  },
  dismiss: dismissNotice,
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current notices (for the Flashbar, and for tests of the service). */
export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(
    subscribe,
    () => notices,
    () => notices,
  );
}

const ScopeDepth = createContext(0);

/** Sets the default auto-hide time of notices while this layout or screen is mounted. */
export function NotificationScope({ autoHideMs, children }: { autoHideMs: number; children: ReactNode }) {
  const depth = useContext(ScopeDepth) + 1;
  useEffect(() => {
    const scope = { depth, autoHideMs };
    scopes.push(scope);
    return () => {
      const index = scopes.indexOf(scope);
      if (index >= 0) scopes.splice(index, 1);
    };
  }, [depth, autoHideMs]);
  return <ScopeDepth.Provider value={depth}>{children}</ScopeDepth.Provider>;
}

export function Notifications() {
  const items = useNotices().map(
    (n): FlashbarProps.MessageDefinition => ({
      id: n.id,
      type: n.type,
      content: n.text,
      loading: n.pending,
      dismissible: true,
      dismissLabel: MSG.dismiss,
      ariaRole: n.type === 'error' || n.type === 'warning' ? 'alert' : 'status',
      onDismiss: () => dismissNotice(n.id),
    }),
  );
  return <Flashbar items={items} />;
}
