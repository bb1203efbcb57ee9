/** The SHA-256 of a file as lowercase hex, computed in the browser (WebCrypto): the file is never sent anywhere. */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether a computed hash is the recorded one (hex compared without regard to case or spaces). */
export function sameHash(computed: string, recorded: string): boolean {
  const clean = (h: string) => h.replace(/\s+/g, '').toLowerCase();
  return clean(computed) === clean(recorded);
}

/** `ab12cd34…` as `AB12 CD34 …`: groups of four, as long fingerprints are read aloud and compared. */
export function groupedFingerprint(hex: string): string {
  return (
    hex
      .replace(/[^0-9a-f]/gi, '')
      .toUpperCase()
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}
