/**
 * The notices of the app (no React here): what is shown, for how long, and how a failed call is
 * told. notifications.tsx shows them in a Flashbar.
 */
import { GENERAL_MSG } from '@shared/messages/common';
import { ApiError } from '@web/api/client';

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
  /** A link after the text (the printed SKPI's PDF). */
  link?: NoticeLink;
}

/** A link shown after a notice's text, opened in a new tab. */
export interface NoticeLink {
  href: string;
  text: string;
}

export interface NoticeOptions {
  /** A notice with the id of a shown one replaces it (no duplicates). */
  id?: string;
  autoHideMs?: number;
  link?: NoticeLink;
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
/**
 * Outcomes not yet on screen, with their own auto-hide time (undefined: the scope's default, read
 * when shown). The time counts from when a Flashbar shows the notice, so a notice raised before a
 * redirect is still read on the page that loads after it.
 */
const unseen = new Map<string, number | undefined>();
/** Mounted scopes with their nesting depth; the deepest (innermost) one gives the default. */
const scopes: { depth: number; autoHideMs: number }[] = [];

/** Registers a scope (a layout or a screen) at a nesting depth; returns its removal. */
export function addScope(depth: number, autoHideMs: number): () => void {
  const scope = { depth, autoHideMs };
  scopes.push(scope);
  return () => {
    const index = scopes.indexOf(scope);
    if (index >= 0) scopes.splice(index, 1);
  };
}
let sequence = 0;

function publish(next: readonly Notice[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

function clearTimer(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  unseen.delete(id);
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

/** `hide`: false stays until dismissed or replaced; otherwise its time (undefined: the scope's). */
function show(notice: Notice, hide: false | number | undefined): void {
  clearTimer(notice.id);
  if (hide !== false) unseen.set(notice.id, hide);
  const exists = notices.some((n) => n.id === notice.id);
  publish(exists ? notices.map((n) => (n.id === notice.id ? notice : n)) : [...notices, notice]);
}

/** Called by a Flashbar with the notices it shows: their auto-hide times start now. */
export function noticesShown(ids: readonly string[]): void {
  for (const id of ids) {
    if (!unseen.has(id)) continue;
    const autoHideMs = unseen.get(id) ?? defaultAutoHideMs();
    unseen.delete(id);
    timers.set(
      id,
      setTimeout(() => dismissNotice(id), autoHideMs),
    );
  }
}

/** How a failed call is shown: a 4xx is a warning with the server message, the rest an error. */
export function describeFailure(error: unknown, fallback: string = GENERAL_MSG.genericErrorPlain): { type: 'warning' | 'error'; text: string } {
  if (error instanceof ApiError) return { type: error.isClientError ? 'warning' : 'error', text: error.message || fallback };
  return { type: 'error', text: fallback };
}

function outcome(type: NoticeType, text: string, options: NoticeOptions = {}): string {
  const id = options.id ?? `notice-${++sequence}`;
  show({ id, type, text, pending: false, ...(options.link ? { link: options.link } : {}) }, options.autoHideMs);
  return id;
}

export const notify = {
  /** Shows an info notice of a call in progress; settle it with the returned handle. */
  info(text: string, options: NoticeOptions = {}): PendingNotice {
    const id = options.id ?? `notice-${++sequence}`;
    show({ id, type: 'info', text, pending: true }, false);
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
  async track<T>(
    promise: Promise<T>,
    texts: { pending: string; success: string | ((value: T) => string); fallback?: string },
    options?: NoticeOptions,
  ): Promise<T> {
    const pending = notify.info(texts.pending, options);
    try {
      const value = await promise;
      pending.success(typeof texts.success === 'function' ? texts.success(value) : texts.success);
      return value;
    } catch (error) {
      pending.fail(error, texts.fallback);
      throw error;
    }
  },
  dismiss: dismissNotice,
};

export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function currentNotices(): readonly Notice[] {
  return notices;
}
