/**
 * The student dialog: the tabs Profil, Portofolio, Kemahasiswaan and Akun, opened on the tab the
 * row menu chose. A save answers the account as now stored, which the dialog keeps (its version
 * goes with the next save). A portfolio opens the verify dialog of the verification screens in the
 * dialog's place; closing it comes back to the Portofolio tab.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { MSG, studentLabel, MAHASISWA_ADMIN_MSG as TEXT } from '@shared/messages';
import { notify } from '@web/app/notifications';
import type { QueueRow } from '@web/pages/verifikasi/queue-columns';
import { useVerifyActions } from '@web/pages/verifikasi/use-verify-actions';
import { VerifyDialog } from '@web/pages/verifikasi/verify-dialog';
import { useState } from 'react';
import { AkunTab } from './akun-tab';
import { KemahasiswaanTab } from './kemahasiswaan-tab';
import { type MahasiswaRow, type Tab, useRefreshMahasiswa } from './mahasiswa-data';
import { type PortofolioRef, PortofolioTab } from './portofolio-tab';
import { ProfilTab } from './profil-tab';

export interface StudentDialogProps {
  row: MahasiswaRow;
  tab: Tab;
  superAdmin: boolean;
  ownProdi: number | null;
  onTab: (tab: Tab) => void;
  /** A save answered the account as now stored. */
  onSaved: (row: MahasiswaRow) => void;
  onDelete: (row: MahasiswaRow) => void;
  onClose: () => void;
}

export function StudentDialog({ row, tab, superAdmin, ownProdi, onTab, onSaved, onDelete, onClose }: StudentDialogProps) {
  const [verify, setVerify] = useState<QueueRow | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const actions = useVerifyActions();
  const refresh = useRefreshMahasiswa();

  const openPortfolio = async (ref: PortofolioRef) => {
    setOpening(ref.id_portofolio);
    const found = await actions.reload(ref);
    setOpening(null);
    if (found) setVerify(found);
    else notify.error(MSG.genericError);
  };

  return (
    <>
      <Modal
        visible={verify === null}
        size="max"
        header={studentLabel(row.nama, row.nim)}
        closeAriaLabel={MSG.dismiss}
        onDismiss={onClose}
        footer={
          <div className="mahasiswa-dialog-footer">
            <Button iconName="remove" onClick={() => onDelete(row)}>
              {TEXT.hapus}
            </Button>
            <Box float="right">
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="link" onClick={onClose}>
                  {TEXT.tutup}
                </Button>
              </SpaceBetween>
            </Box>
          </div>
        }
      >
        <Tabs
          activeTabId={tab}
          onChange={(e) => onTab(e.detail.activeTabId as Tab)}
          tabs={[
            { id: 'profil', label: TEXT.tabProfil, content: <ProfilTab row={row} /> },
            {
              id: 'portofolio',
              label: TEXT.tabPortofolio,
              content: <PortofolioTab row={row} opening={opening} onOpen={(ref) => void openPortfolio(ref)} />,
            },
            {
              id: 'kemahasiswaan',
              label: TEXT.tabKemahasiswaan,
              // a new version of the account (a save here or elsewhere) starts the form afresh
              content: <KemahasiswaanTab key={row.version} row={row} superAdmin={superAdmin} ownProdi={ownProdi} onSaved={onSaved} />,
            },
            { id: 'akun', label: TEXT.tabAkun, content: <AkunTab row={row} onSaved={onSaved} /> },
          ]}
        />
      </Modal>
      {verify && (
        <VerifyDialog
          initial={verify}
          canDelete
          onClose={() => {
            setVerify(null);
            refresh();
          }}
        />
      )}
    </>
  );
}
