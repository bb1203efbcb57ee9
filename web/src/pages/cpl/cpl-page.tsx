/**
 * /admin/manajemen-cpl (the CPL management screen): the current program (an admin jurusan's own;
 * the super admin's choice, with the faculty-then-program picker) beside the grid of its CPL
 * categories. Pilih opens the category's table in place of the grid; Tutup, or choosing another
 * program, goes back to the grid.
 */
import Grid from '@cloudscape-design/components/grid';
import { api } from '@shared/api';
import { useApiQuery } from '@web/api/query';
import { ProgramPanel, useProgramChoice } from '@web/components/program-picker/program-picker';
import { useEffect, useState } from 'react';
import { BidangCplGrid } from './bidang-cpl-grid';
import { CplTable } from './cpl-table';
import { useCplWrites } from './use-cpl-writes';

export default function CplPage() {
  const choice = useProgramChoice();
  const { idProdi } = choice;
  const writes = useCplWrites();
  const [picked, setPicked] = useState<number | undefined>(undefined);
  // another program: back to its grid
  useEffect(() => {
    if (idProdi !== undefined) setPicked(undefined);
  }, [idProdi]);
  const bidang = useApiQuery(api.admin.bidangCplOfProdi, { params: { id: idProdi ?? 0 } }, { enabled: idProdi !== undefined });
  const list = bidang.data?.bidang_cpl;
  const open = picked === undefined ? undefined : list?.find((b) => b.id_bidang_cpl === picked);

  return (
    <Grid gridDefinition={open ? [{ colspan: 12 }, { colspan: 12 }] : [{ colspan: { default: 12, s: 4 } }, { colspan: { default: 12, s: 8 } }]}>
      <ProgramPanel choice={choice} />
      {idProdi === undefined ? null : open ? (
        <CplTable key={open.id_bidang_cpl} bidang={open} writes={writes} onClose={() => setPicked(undefined)} />
      ) : (
        <BidangCplGrid idProdi={idProdi} bidang={list} loading={bidang.isFetching} error={bidang.error} writes={writes} onPick={setPicked} />
      )}
    </Grid>
  );
}
