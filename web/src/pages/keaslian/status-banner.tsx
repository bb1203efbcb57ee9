/**
 * The verdict of /verifikasi/{code}, large and in colour, repeated in words and with an icon for
 * who cannot see colour: SAH / Valid (green), DICABUT / Revoked (red, with its public category and
 * date) or DIGANTIKAN / Superseded (amber, with the newer document's number and a link to its own
 * verification page, in the same language).
 */
import Icon from '@cloudscape-design/components/icon';
import Link from '@cloudscape-design/components/link';
import type { ResponseOf } from '@shared/api/contract';
import type { searchApi } from '@shared/api/search';
import { readableDate } from '@shared/domain/dates';
import { KATEGORI_PENCABUTAN_LABEL } from '@shared/domain/segel';
import { useFollow } from '@web/app/use-follow';
import { SkpiNumber } from '@web/components/skpi-number';
import { useBahasa } from './bahasa';

export type KeaslianSkpi = ResponseOf<typeof searchApi.routes.keaslian>['data'];

const LOOK = {
  SAH: { modifier: 'sah', icon: 'status-positive', word: 'sah', detail: 'sahDetail' },
  DICABUT: { modifier: 'dicabut', icon: 'status-negative', word: 'dicabut', detail: 'dicabutDetail' },
  DIGANTIKAN: { modifier: 'digantikan', icon: 'status-warning', word: 'digantikan', detail: 'digantikanDetail' },
} as const;

export function StatusBanner({ doc }: { doc: KeaslianSkpi }) {
  const follow = useFollow();
  const { lang, t, pathOf } = useBahasa();
  const look = LOOK[doc.status];
  return (
    <section className={`keaslian-status keaslian-status--${look.modifier}`} data-testid="keaslian-status" aria-labelledby="keaslian-status-word">
      <div className="keaslian-status__head">
        <span className="keaslian-status__icon" aria-hidden="true">
          <Icon name={look.icon} size="big" />
        </span>
        <div>
          <p className="keaslian-status__word" id="keaslian-status-word">
            {t[look.word]}
          </p>
          <p className="keaslian-status__detail">{t[look.detail]}</p>
        </div>
      </div>
      {doc.dicabut && (
        <dl className="keaslian-status__facts">
          <div>
            <dt>{t.kategori}</dt>
            <dd data-testid="verifikasi-kategori">{KATEGORI_PENCABUTAN_LABEL[doc.dicabut.kategori][lang]}</dd>
          </div>
          <div>
            <dt>{t.tanggalDicabut}</dt>
            <dd>{readableDate(doc.dicabut.tanggal, lang)}</dd>
          </div>
        </dl>
      )}
      {doc.digantikan_oleh && (
        <>
          <dl className="keaslian-status__facts">
            <div>
              <dt>{t.nomorPengganti}</dt>
              <dd data-testid="verifikasi-pengganti">
                <SkpiNumber value={doc.digantikan_oleh.nomor} />
              </dd>
            </div>
          </dl>
          <p className="keaslian-status__next">
            <Link href={pathOf(doc.digantikan_oleh.kode)} onFollow={follow} variant="primary">
              {t.lihatPengganti}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
