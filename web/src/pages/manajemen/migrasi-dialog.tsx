/**
 * The verification dialog of a migration or readmission request: the request (student, NIM change,
 * program change, entry date, diploma number, proof in the PDF viewer) and Terima / Tolak. The
 * decision carries the version shown: a request changed or decided since answers 409, whose message
 * shows here as a warning (only a 200 is a success). The viewer takes the dialog's place while
 * open.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { readableDate } from '@shared/domain/dates';
import { MSG, MUTASI_ADMIN_SCREEN_MSG } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@web/api/client';
import { describeFailure, notify } from '@web/app/notifications';
import { PdfViewerModal } from '@web/components/pdf-viewer-modal';
import { useState } from 'react';
import { type MutasiRow, prodiText } from './migrasi-columns';

type Verb = 'accept' | 'reject';

export function MigrasiDialog({ row, onClose }: { row: MutasiRow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState(false);
  const [busy, setBusy] = useState<Verb | null>(null);
  const [problem, setProblem] = useState<{ type: 'warning' | 'error'; text: string } | null>(null);

  const decide = async (verb: Verb) => {
    if (busy) return;
    setBusy(verb);
    setProblem(null);
    const route = verb === 'accept' ? api.manajemen.mutasiAccept : api.manajemen.mutasiReject;
    const progress = notify.info(verb === 'accept' ? MUTASI_ADMIN_SCREEN_MSG.menerima : MUTASI_ADMIN_SCREEN_MSG.menolak);
    try {
      const answer = await call(route, { params: { type: row.type, nim: row.nim }, body: { _method: 'PUT', version: row.version } });
      progress.success(answer.message);
      onClose();
    } catch (error) {
      progress.dismiss();
      setProblem(describeFailure(error, MSG.genericError));
    } finally {
      setBusy(null);
      void Promise.all([api.manajemen.mutasiList, api.manajemen.mutasiVerified].map((r) => queryClient.invalidateQueries({ queryKey: [r.path] })));
    }
  };

  const dismiss = () => {
    if (!busy) onClose();
  };

  return (
    <>
      <Modal
        visible={!viewing}
        size="large"
        header={MUTASI_ADMIN_SCREEN_MSG.dialogTitle}
        closeAriaLabel={MSG.dismiss}
        onDismiss={dismiss}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button loading={busy === 'reject'} disabled={busy !== null && busy !== 'reject'} onClick={() => void decide('reject')}>
                {MUTASI_ADMIN_SCREEN_MSG.tolak}
              </Button>
              <Button
                variant="primary"
                loading={busy === 'accept'}
                disabled={busy !== null && busy !== 'accept'}
                onClick={() => void decide('accept')}
              >
                {MUTASI_ADMIN_SCREEN_MSG.terima}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="l">
          {problem && (
            <Alert type={problem.type} dismissible dismissAriaLabel={MSG.dismiss} onDismiss={() => setProblem(null)}>
              {problem.text}
            </Alert>
          )}
          <KeyValuePairs
            columns={3}
            items={[
              { label: MUTASI_ADMIN_SCREEN_MSG.fieldJenis, value: MUTASI_ADMIN_SCREEN_MSG.jenisLabel(row.type) },
              { label: MUTASI_ADMIN_SCREEN_MSG.fieldNama, value: row.user.nama },
              { label: MUTASI_ADMIN_SCREEN_MSG.colAngkatan, value: row.user.angkatan ?? MUTASI_ADMIN_SCREEN_MSG.dash },
              { label: MUTASI_ADMIN_SCREEN_MSG.fieldNimLama, value: row.nim },
              { label: MUTASI_ADMIN_SCREEN_MSG.fieldNimBaru, value: row.nim_baru },
              { label: MUTASI_ADMIN_SCREEN_MSG.fieldDiajukan, value: readableDate(row.updated_at) },
              { label: MUTASI_ADMIN_SCREEN_MSG.fieldProdiLama, value: prodiText(row.prodi_lama) },
              { label: MUTASI_ADMIN_SCREEN_MSG.fieldProdiBaru, value: prodiText(row.prodi_baru) },
              ...(row.type === 'migrasi'
                ? [
                    {
                      label: MUTASI_ADMIN_SCREEN_MSG.fieldTanggalMasuk,
                      value: row.tanggal_masuk ? readableDate(row.tanggal_masuk) : MUTASI_ADMIN_SCREEN_MSG.dash,
                    },
                    { label: MUTASI_ADMIN_SCREEN_MSG.fieldNomorIjazah, value: row.nomor_ijazah ?? MUTASI_ADMIN_SCREEN_MSG.dash },
                  ]
                : []),
              {
                label: MUTASI_ADMIN_SCREEN_MSG.fieldBukti,
                value: row.bukti ? (
                  <Button iconName="file-open" onClick={() => setViewing(true)}>
                    {MUTASI_ADMIN_SCREEN_MSG.lihatBukti}
                  </Button>
                ) : (
                  MUTASI_ADMIN_SCREEN_MSG.noBukti
                ),
              },
            ]}
          />
          <Box variant="small" color="text-body-secondary">
            {MUTASI_ADMIN_SCREEN_MSG.acceptNote}
          </Box>
        </SpaceBetween>
      </Modal>
      <PdfViewerModal
        url={viewing ? row.bukti : null}
        title={`${row.user.nama} (${row.nim})`}
        header={MUTASI_ADMIN_SCREEN_MSG.buktiTitle}
        onDismiss={() => setViewing(false)}
      />
    </>
  );
}
