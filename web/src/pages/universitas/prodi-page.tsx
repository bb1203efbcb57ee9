/**
 * /admin/manajemen-prodi (admin jurusan): the program form already open for their own program,
 * edit-only (no faculty or status change, no Tambah or delete), under the program card (without
 * Ganti Prodi).
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { MASTER_MSG, MSG, UNIVERSITAS_SCREEN_MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { ProgramPanel, useProgramChoice } from '@web/components/program-picker/program-picker';
import { ProdiEditor } from './prodi-editor';

const NO_OPTIONS = [] as const;
const NO_LOOKUP = { isLoading: false, isError: false };

export default function ProdiPage() {
  const choice = useProgramChoice();
  // the same read as the program card's (one request): its failure shows here
  const read = useApiQuery(api.master.prodiGet, { params: { id: choice.idProdi ?? 0 } }, { enabled: choice.idProdi !== undefined });
  const prodi = choice.prodi;
  return (
    <SpaceBetween size="l">
      <ProgramPanel choice={choice} />
      <Container
        header={
          <Header variant="h2" description={UNIVERSITAS_SCREEN_MSG.prodiOwnDesc}>
            {UNIVERSITAS_SCREEN_MSG.prodiTitle}
          </Header>
        }
      >
        {choice.idProdi === undefined ? (
          <Box color="text-body-secondary">{MASTER_MSG.programNotChosen}</Box>
        ) : read.isError ? (
          <FailureAlert error={read.error} />
        ) : !prodi ? (
          <Box color="text-body-secondary">{MSG.memuat}</Box>
        ) : (
          <ProdiEditor
            key={prodi.id_prodi}
            base={prodi}
            idFakultas={prodi.id_fakultas}
            superAdmin={false}
            fakultasOptions={NO_OPTIONS}
            fakultasLookup={NO_LOOKUP}
            onSaved={() => undefined}
            onDeleted={() => undefined}
          />
        )}
      </Container>
    </SpaceBetween>
  );
}
