/**
 * The field choice of /user/portofolio: one card per portfolio field (its name in the reader's
 * language, the other beneath, the student's portfolio count and verified SKP from `statistik`), and 'Pilih Semua' for
 * every field. The cards stack on a narrow screen.
 */
import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import type { bidangPortofolioView } from '@shared/api/master';
import { MSG, PORTOFOLIO_SCREEN_MSG } from '@shared/messages';
import { currentLanguage, sideIn, sidesInLanguageOf } from '@shared/messages/language';
import type * as z from 'zod';

export type Bidang = z.output<typeof bidangPortofolioView>;

/** A card: one field, or every field ('semua'). */
interface CardItem {
  id: number | 'semua';
  nama: string;
  /** The name in the other language, beneath it. */
  namaLain: string;
  count: number;
  skp: number;
}

/** A category's name in the reader's language, and its other language's beneath it. */
function namesOf(b: Pick<Bidang, 'nama_bidang_portofolio' | 'nama_bidang_portofolio_inggris'>): Pick<CardItem, 'nama' | 'namaLain'> {
  const sides = sidesInLanguageOf(b.nama_bidang_portofolio, b.nama_bidang_portofolio_inggris);
  return { nama: sides.main, namaLain: sides.other ?? '' };
}

function itemsOf(bidang: readonly Bidang[]): CardItem[] {
  const fields = bidang.map((b) => ({
    id: b.id_bidang_portofolio,
    ...namesOf(b),
    count: b.statistik?.portofolio_count ?? 0,
    skp: b.statistik?.bobot_skp ?? 0,
  }));
  // Indonesian: 'Semua Bidang' with 'All Fields' under it, as the fields show both their names;
  // English: 'All Fields' alone (a label of the screen, not data kept in two languages)
  const semua = sideIn(PORTOFOLIO_SCREEN_MSG, 'id');
  const all: CardItem = {
    id: 'semua',
    ...(currentLanguage() === 'en'
      ? { nama: semua.semuaBidangInggris, namaLain: '' }
      : namesOf({ nama_bidang_portofolio: semua.semuaBidang, nama_bidang_portofolio_inggris: semua.semuaBidangInggris })),
    count: fields.reduce((n, f) => n + f.count, 0),
    skp: fields.reduce((n, f) => n + f.skp, 0),
  };
  return [...fields, all];
}

function Figure({ value, unit }: { value: number; unit?: string }) {
  return (
    <Box variant="awsui-value-large" tagOverride="span">
      {value}
      {unit && (
        <Box variant="small" tagOverride="span" color="text-body-secondary" margin={{ left: 'xs' }}>
          {unit}
        </Box>
      )}
    </Box>
  );
}

export function BidangCards({
  bidang,
  loading,
  onChoose,
}: {
  bidang: readonly Bidang[];
  loading: boolean;
  onChoose: (id: number | 'semua') => void;
}) {
  return (
    <Cards
      items={loading || bidang.length === 0 ? [] : itemsOf(bidang)}
      loading={loading}
      loadingText={MSG.loadingData}
      trackBy={(c) => String(c.id)}
      cardsPerRow={[{ cards: 1 }, { minWidth: 560, cards: 2 }, { minWidth: 1100, cards: 3 }]}
      header={
        <Header variant="h2" description={PORTOFOLIO_SCREEN_MSG.bidangDesc}>
          {PORTOFOLIO_SCREEN_MSG.bidangTitle}
        </Header>
      }
      empty={<Box textAlign="center">{PORTOFOLIO_SCREEN_MSG.bidangEmpty}</Box>}
      cardDefinition={{
        header: (c) => (
          <Link variant="primary" fontSize="heading-m" onFollow={() => onChoose(c.id)}>
            {c.id === 'semua' ? PORTOFOLIO_SCREEN_MSG.pilihSemua : c.nama}
          </Link>
        ),
        sections: [
          {
            id: 'inggris',
            content: (c) => (
              <Box color="text-body-secondary" fontSize="body-s">
                {c.id === 'semua' ? `${c.nama} · ${c.namaLain}` : c.namaLain}
              </Box>
            ),
          },
          { id: 'count', header: PORTOFOLIO_SCREEN_MSG.jumlahPortofolio, content: (c) => <Figure value={c.count} />, width: 50 },
          {
            id: 'skp',
            header: PORTOFOLIO_SCREEN_MSG.totalSkp,
            content: (c) => <Figure value={c.skp} unit={PORTOFOLIO_SCREEN_MSG.totalSkpHint} />,
            width: 50,
          },
        ],
      }}
    />
  );
}
