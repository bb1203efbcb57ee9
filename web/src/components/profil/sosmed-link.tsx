/** A student's social media account as shown to others: its name, a link when its address is a safe web address. */
import Link from '@cloudscape-design/components/link';

export interface SosmedAccount {
  nama: string;
  link_sosmed: string;
}

/** A social media link as a safe web address: http(s) as given, `www.` gets https; anything else is not a link. */
export function safeLink(link: string): string | null {
  const t = link.trim();
  if (/^https?:\/\//i.test(t)) return t;
  if (/^www\./i.test(t)) return `https://${t}`;
  return null;
}

export function SosmedLink({ sosmed }: { sosmed: SosmedAccount }) {
  const href = safeLink(sosmed.link_sosmed);
  return href ? (
    <Link href={href} external>
      {sosmed.nama}
    </Link>
  ) : (
    sosmed.nama
  );
}
