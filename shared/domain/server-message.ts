/**
 * The server's `message` of an answer: a string, a list of strings, or a map of field to
 * messages (the 422 field errors). The web app shows it to the user as one text.
 */
export type ServerMessage = string | string[] | Record<string, string[]>;

/** Separator between the parts of a list or field map. */
const SEPARATOR = ', ';

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item);
      if (text) return text;
    }
  }
  return undefined;
}

/** The parts joined, each text once (two fields with the same rule say it once). */
const joined = (parts: string[], fallback: string) => (parts.length > 0 ? [...new Set(parts)].join(SEPARATOR) : fallback);

/**
 * Joins a server message into one text:
 * - a string is shown as is;
 * - a list is concatenated;
 * - a map of field to messages gives the first message of each field, joined;
 * - a text that repeats is shown once.
 * Anything else (missing, empty, unexpected shape) gives the fallback.
 */
export function joinServerMessage(message: unknown, fallback = ''): string {
  if (typeof message === 'string') return message.trim() ? message : fallback;
  if (Array.isArray(message)) {
    const parts = message.flatMap((m) => {
      const text = firstText(m);
      return text ? [text] : [];
    });
    return joined(parts, fallback);
  }
  if (message !== null && typeof message === 'object') {
    const parts = Object.values(message).flatMap((v) => {
      const text = firstText(v);
      return text ? [text] : [];
    });
    return joined(parts, fallback);
  }
  return fallback;
}
