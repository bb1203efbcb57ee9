/**
 * The soak's view of the mail stand-in's store (aws-ses-v2-local `/store`): the sign-in codes and
 * activation links the virtual users read, and the notification mails the end checks look for.
 * One reader for every user: it fetches only what arrived since its last read (the store filters by
 * whole seconds, so the newest second is read again and deduplicated).
 */

export interface Mail {
  messageId: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
  /** Epoch seconds. */
  at: number;
}

export class Mailbox {
  private readonly seen = new Map<string, Mail>();
  private until = 0;
  private reading: Promise<void> | undefined;

  constructor(private readonly url: string) {}

  private async read(): Promise<void> {
    const url = new URL('/store', this.url);
    url.searchParams.set('since', String(this.until));
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) return;
      const { emails } = (await res.json()) as { emails: Mail[] };
      for (const mail of emails) {
        this.seen.set(mail.messageId, mail);
        this.until = Math.max(this.until, mail.at);
      }
    } catch {
      // the mail stand-in is stopped (the fault mode): the next read tries again
    }
  }

  /** Reads once, shared by every caller waiting at the same moment. */
  refresh(): Promise<void> {
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  /** Every mail to an address so far, oldest first. */
  to(address: string): Mail[] {
    const a = address.toLowerCase();
    return [...this.seen.values()].filter((m) => m.destination.to.some((t) => t.toLowerCase().includes(a))).sort((x, y) => x.at - y.at);
  }

  /** The newest mail to an address matching `match`, waiting up to `timeoutMs`; null when none came. */
  async wait(address: string, match: (m: Mail) => boolean, timeoutMs = 15_000): Promise<Mail | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await this.refresh();
      const found = this.to(address).filter(match).at(-1);
      if (found) return found;
      if (Date.now() > deadline) return null;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
