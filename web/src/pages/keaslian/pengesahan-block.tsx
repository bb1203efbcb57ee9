/**
 * The chain that legalised the SKPI, for a reader at home or abroad: each stage in order with the
 * approver's name, position and the date and time of the approval (in the reader's own time zone).
 * The English side gives a stage's and a usual position's English title; a free title stays as the
 * university wrote it. A document sealed at print, without a chain, shows nothing here. A table where
 * there is room; on a phone each stage is a short list of its facts.
 */

import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { inLanguageOf, sideIn } from '@shared/messages/language';
import { JABATAN_INGGRIS_MSG, PENGESAHAN_BAHASA_MSG } from '@shared/messages/pengesahan';
import { useMediaQuery } from '@web/app/use-media-query';
import { readableDateTime, useBahasa } from './bahasa';
import type { KeaslianSkpi } from './status-banner';

type Tahap = KeaslianSkpi['pengesahan'][number];

export function PengesahanBlock({ pengesahan }: { pengesahan: KeaslianSkpi['pengesahan'] }) {
  const { lang } = useBahasa();
  const t = sideIn(PENGESAHAN_BAHASA_MSG, lang);
  const wide = useMediaQuery('(min-width: 600px)');
  if (pengesahan.length === 0) return null;

  const tahapOf = (s: Tahap, i: number) => `${i + 1}. ${inLanguageOf(s.tahap, s.tahap_inggris, lang)}`;
  const jabatanOf = (s: Tahap) => (lang === 'en' ? (JABATAN_INGGRIS_MSG[s.jabatan] ?? s.jabatan) : s.jabatan);
  const rows = pengesahan.map((s, i) => ({
    key: `${i}`,
    tahap: tahapOf(s, i),
    nama: s.nama,
    jabatan: jabatanOf(s),
    waktu: readableDateTime(s.waktu, lang),
  }));

  return (
    <div data-testid="keaslian-pengesahan">
      <Container
        header={
          <Header variant="h2" description={t.keterangan}>
            {t.judul}
          </Header>
        }
      >
        {wide ? (
          <Table
            variant="embedded"
            wrapLines
            ariaLabels={{ tableLabel: t.daftar }}
            trackBy="key"
            items={rows}
            columnDefinitions={[
              { id: 'tahap', header: t.tahap, cell: (r) => r.tahap, isRowHeader: true },
              { id: 'nama', header: t.nama, cell: (r) => r.nama },
              { id: 'jabatan', header: t.jabatan, cell: (r) => r.jabatan },
              { id: 'waktu', header: t.waktu, cell: (r) => r.waktu },
            ]}
          />
        ) : (
          <ol className="keaslian-tahapan" aria-label={t.daftar}>
            {rows.map((r) => (
              <li key={r.key}>
                <SpaceBetween size="xs">
                  <Box variant="h3" tagOverride="p">
                    {r.tahap}
                  </Box>
                  <KeyValuePairs
                    items={[
                      { label: t.nama, value: r.nama },
                      { label: t.jabatan, value: r.jabatan },
                      { label: t.waktu, value: r.waktu },
                    ]}
                  />
                </SpaceBetween>
              </li>
            ))}
          </ol>
        )}
      </Container>
    </div>
  );
}
