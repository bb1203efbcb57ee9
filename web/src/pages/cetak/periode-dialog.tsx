/**
 * The graduation-period dialog: the periods (label 'year/next year - periode n', date, how many
 * printed SKPI use it); for the super admin an add form that the add button toggles (green while
 * open; periode number, date defaulting to today) and a delete per row, asked first. A period in
 * use cannot be deleted: the server's 409 says why.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { api } from '@shared/api';
import { periodeAddQuery } from '@shared/api/cetak';
import { localToday, readableDate } from '@shared/domain/dates';
import { AUTH_SCREEN_MSG, CETAK_SCREEN_MSG, MSG } from '@shared/messages';
import { call } from '@web/api/client';
import { useMediaQuery } from '@web/app/use-media-query';
import { useConfirmedDelete } from '@web/components/confirm-modal';
import { FormDate, FormInput } from '@web/components/form/form-fields';
import { useFormSubmit } from '@web/components/form/form-submit';
import { useSchemaForm } from '@web/components/form/schema-form';
import { useState } from 'react';
import { type PeriodeRow, periodeLabelOf, usePeriodeOptions, useRefreshAfterPrint } from './cetak-data';

function AddForm({ onAdded }: { onAdded: () => void }) {
  const form = useSchemaForm(periodeAddQuery, { periode: '', tanggal: localToday() });
  const { busy, submit } = useFormSubmit(
    form,
    { notice: 'periode-add-invalid', invalid: MSG.fillCorrectly, pending: MSG.menambahkan },
    (query) => call(api.cetak.periodeAdd, { query }),
    onAdded,
  );
  return (
    <form className="cetak-periode-form" onSubmit={(e) => void submit(e)} noValidate>
      <FormInput form={form} name="periode" label={CETAK_SCREEN_MSG.nomorPeriode} inputMode="numeric" autoFocus />
      <FormDate form={form} name="tanggal" label={CETAK_SCREEN_MSG.tanggal} />
      <div className="cetak-periode-form__submit">
        <Button variant="primary" formAction="submit" loading={busy} disabled={form.values.periode.trim() === ''}>
          {CETAK_SCREEN_MSG.simpan}
        </Button>
      </div>
    </form>
  );
}

export function PeriodeDialog({ superAdmin, onClose }: { superAdmin: boolean; onClose: () => void }) {
  const { list } = usePeriodeOptions();
  const refresh = useRefreshAfterPrint();
  const [adding, setAdding] = useState(false);
  const compact = useMediaQuery('(max-width: 639px)');

  const removal = useConfirmedDelete(
    (row: PeriodeRow) => call(api.cetak.periodeDelete, { query: { id_periode_kelulusan: row.id_periode_kelulusan } }),
    refresh,
  );
  const { target: deleting, busy } = removal;

  return (
    <Modal visible size="medium" header={CETAK_SCREEN_MSG.periodeDialog} closeAriaLabel={MSG.dismiss} onDismiss={() => !busy && onClose()}>
      <SpaceBetween size="m">
        {superAdmin && (
          <div>
            <Button
              variant={adding ? 'primary' : 'normal'}
              iconName={adding ? 'close' : 'add-plus'}
              ariaExpanded={adding}
              onClick={() => setAdding(!adding)}
            >
              {CETAK_SCREEN_MSG.tambahPeriode}
            </Button>
          </div>
        )}
        {superAdmin && adding && (
          <AddForm
            onAdded={() => {
              setAdding(false);
              refresh();
            }}
          />
        )}
        {deleting && (
          <Alert
            type="warning"
            header={MSG.confirmSure}
            action={
              <SpaceBetween direction="horizontal" size="xs">
                <Button disabled={busy} onClick={removal.dismiss}>
                  {AUTH_SCREEN_MSG.no}
                </Button>
                <Button variant="primary" loading={busy} onClick={() => void removal.confirm()}>
                  {AUTH_SCREEN_MSG.yes}
                </Button>
              </SpaceBetween>
            }
          >
            {`${CETAK_SCREEN_MSG.hapusPeriode}: ${periodeLabelOf(deleting)} (${readableDate(deleting.tanggal)})`}
          </Alert>
        )}
        <Table
          variant="embedded"
          wrapLines
          items={list.data?.periode ?? []}
          trackBy="id_periode_kelulusan"
          loading={list.isLoading}
          loadingText={MSG.loadingData}
          empty={<Box color="text-body-secondary">{CETAK_SCREEN_MSG.periodeEmpty}</Box>}
          columnDefinitions={[
            ...(compact
              ? [
                  {
                    id: 'label',
                    header: CETAK_SCREEN_MSG.colLabel,
                    isRowHeader: true,
                    cell: (p: PeriodeRow) => (
                      <SpaceBetween size="xxxs">
                        <Box fontWeight="bold">{periodeLabelOf(p)}</Box>
                        <Box variant="small" color="text-body-secondary">
                          {`${CETAK_SCREEN_MSG.tanggal} ${readableDate(p.tanggal)} · ${CETAK_SCREEN_MSG.colJumlah} ${p.jumlah_dokumen}`}
                        </Box>
                      </SpaceBetween>
                    ),
                  },
                ]
              : [
                  { id: 'label', header: CETAK_SCREEN_MSG.colLabel, cell: (p: PeriodeRow) => periodeLabelOf(p), isRowHeader: true },
                  {
                    id: 'tanggal',
                    header: CETAK_SCREEN_MSG.tanggal,
                    cell: (p: PeriodeRow) => <span className="cetak-nowrap">{readableDate(p.tanggal)}</span>,
                  },
                  { id: 'jumlah', header: CETAK_SCREEN_MSG.colJumlah, cell: (p: PeriodeRow) => p.jumlah_dokumen },
                ]),
            ...(superAdmin
              ? [
                  {
                    id: 'hapus',
                    header: CETAK_SCREEN_MSG.colOpsi,
                    cell: (p: PeriodeRow) => (
                      <Button
                        variant="icon"
                        iconName="remove"
                        ariaLabel={`${CETAK_SCREEN_MSG.hapusPeriode} ${periodeLabelOf(p)}`}
                        onClick={() => removal.ask(p)}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
        {list.isError && <Alert type="error">{MSG.genericError}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
