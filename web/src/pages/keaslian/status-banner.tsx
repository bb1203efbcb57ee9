/**
 * The verdict of /verifikasi/{code}, large and in colour, repeated in words and with an icon for
 * who cannot see colour: SAH (green), DICABUT (red, with its reason and date) or DIGANTIKAN
 * (amber, with the newer document's number and a link to its own verification page).
 */
import Icon from '@cloudscape-design/components/icon';
import Link from '@cloudscape-design/components/link';
import type { api } from '@shared/api';
import type { ResponseOf } from '@shared/api/contract';
import { displayDate, displayLocalDate } from '@shared/domain/dates';
import { KATEGORI_PENCABUTAN_LABEL } from '@shared/domain/segel';
import { VERIFIKASI_SKPI_TEXT as T } from '@shared/messages';
import { useFollow } from '@web/app/use-follow';

export type VerifikasiSkpi = ResponseOf<typeof api.search.verifikasiSkpi>['data'];

const LOOK = {
  SAH: { modifier: 'sah', icon: 'status-positive', word: T.sah, detail: T.sahDetail },
  DICABUT: { modifier: 'dicabut', icon: 'status-negative', word: T.dicabut, detail: T.dicabutDetail },
  DIGANTIKAN: { modifier: 'digantikan', icon: 'status-warning', word: T.digantikan, detail: T.digantikanDetail },
} as const;

/** A date the API may send as a day (YYYY-MM-DD) or an instant, shown DD-MM-YYYY. */
export const shownDate = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? displayDate(value) : displayLocalDate(value));

export function StatusBanner({ doc }: { doc: VerifikasiSkpi }) {
  const follow = useFollow();
  const look = LOOK[doc.status];
  return (
    <section className={`keaslian-status keaslian-status--${look.modifier}`} data-testid="verifikasi-status" aria-labelledby="keaslian-status-word">
      <div className="keaslian-status__head">
        <span className="keaslian-status__icon" aria-hidden="true">
          <Icon name={look.icon} size="big" />
        </span>
        <div>
          <p className="keaslian-status__word" id="keaslian-status-word">
            {look.word}
          </p>
          <p className="keaslian-status__detail">{look.detail}</p>
        </div>
      </div>
      {doc.dicabut && (
        <dl className="keaslian-status__facts">
          <div>
            <dt>{T.alasan}</dt>
            <dd data-testid="verifikasi-alasan">{KATEGORI_PENCABUTAN_LABEL[doc.dicabut.kategori].id}</dd>
          </div>
          <div>
            <dt>{T.tanggalDicabut}</dt>
            <dd>{shownDate(doc.dicabut.tanggal)}</dd>
          </div>
        </dl>
      )}
      {doc.digantikan_oleh && (
        <>
          <dl className="keaslian-status__facts">
            <div>
              <dt>{T.nomorPengganti}</dt>
              <dd data-testid="verifikasi-pengganti">{doc.digantikan_oleh.nomor}</dd>
            </div>
          </dl>
          <p className="keaslian-status__next">
            <Link href={`/verifikasi/${encodeURIComponent(doc.digantikan_oleh.kode)}`} onFollow={follow} variant="primary">
              {T.lihatPengganti}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
