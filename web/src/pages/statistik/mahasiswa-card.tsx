/**
 * Student counts: the chosen option's number, chosen in the opsi dialog (Mahasiswa, Aktif, SKPI,
 * Kelulusan) and kept across reloads.
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { api } from '@shared/api';
import { MSG, STATISTIK_MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { DialogFooter } from '@web/components/form/dialog-footer';
import { useState } from 'react';
import { BigNumber, CardBody } from './card-body';
import { formatNumber, OPSI, type Opsi, opsiValue, readOpsi, writeOpsi } from './dashboard-numbers';
import { useProdiFilter } from './prodi-filter';

const OPSI_TEXT: Record<Opsi, { label: string; info: string }> = {
  mahasiswa: { label: STATISTIK_MSG.opsiMahasiswa, info: STATISTIK_MSG.opsiMahasiswaInfo },
  aktif: { label: STATISTIK_MSG.opsiAktif, info: STATISTIK_MSG.opsiAktifInfo },
  skpi: { label: STATISTIK_MSG.opsiSkpi, info: STATISTIK_MSG.opsiSkpiInfo },
  kelulusan: { label: STATISTIK_MSG.opsiKelulusan, info: STATISTIK_MSG.opsiKelulusanInfo },
};

function OpsiModal({ value, onChoose, onClose }: { value: Opsi; onChoose: (opsi: Opsi) => void; onClose: () => void }) {
  const [draft, setDraft] = useState<Opsi>(value);
  return (
    <Modal
      visible
      header={STATISTIK_MSG.opsiTitle}
      closeAriaLabel={MSG.dismiss}
      onDismiss={onClose}
      footer={
        <DialogFooter
          cancelLabel={STATISTIK_MSG.opsiCancel}
          submitLabel={STATISTIK_MSG.opsiApply}
          busy={false}
          onCancel={onClose}
          onSubmit={() => onChoose(draft)}
        />
      }
    >
      <RadioGroup
        ariaLabel={STATISTIK_MSG.opsiTitle}
        value={draft}
        onChange={(e) => setDraft(OPSI.find((o) => o === e.detail.value) ?? draft)}
        items={OPSI.map((o) => ({ value: o, label: OPSI_TEXT[o].label, description: OPSI_TEXT[o].info }))}
      />
    </Modal>
  );
}

export function MahasiswaCard() {
  const prodi = useProdiFilter(STATISTIK_MSG.mahasiswaTitle);
  const [opsi, setOpsi] = useState<Opsi>(() => readOpsi());
  const [dialog, setDialog] = useState(false);
  const counts = useApiQuery(api.statistik.statistikSkpi, { query: { id_prodi: prodi.idProdi } });
  const choose = (next: Opsi) => {
    setOpsi(next);
    writeOpsi(next);
    setDialog(false);
  };
  return (
    <Container
      fitHeight
      header={
        <Header
          variant="h2"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {prodi.select}
              <Button onClick={() => setDialog(true)}>{STATISTIK_MSG.opsiButton}</Button>
            </SpaceBetween>
          }
        >
          {STATISTIK_MSG.mahasiswaTitle}
        </Header>
      }
    >
      <CardBody query={counts}>
        {(c) => (
          <SpaceBetween size="s">
            <BigNumber
              testId="mahasiswa-value"
              value={formatNumber(opsiValue(c, opsi))}
              label={OPSI_TEXT[opsi].label}
              detail={OPSI_TEXT[opsi].info}
            />
            {c.sedang_dihitung_ulang && <StatusIndicator type="info">{STATISTIK_MSG.sedangDihitungUlang}</StatusIndicator>}
          </SpaceBetween>
        )}
      </CardBody>
      {dialog && <OpsiModal value={opsi} onChoose={choose} onClose={() => setDialog(false)} />}
    </Container>
  );
}
