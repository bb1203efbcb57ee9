/**
 * THE program choice of the master-data screens (the CPL management screen, the Rubric management
 * screen, the Internal activities screen, the program card's Ganti Prodi): an admin jurusan works
 * on their own program; the super admin picks a faculty, then a program, in a dialog that warns
 * they act at program-admin level and that cannot be closed until a program is chosen. The choice
 * is kept in the URL (`?prodi=<id>`), so a reload or a shared link keeps it.
 *
 *   const choice = useProgramChoice();
 *   <ProgramPanel choice={choice} />            // the card, with the picker for the super admin
 *   useApiQuery(api.x.list, { query: { id_prodi: choice.idProdi } }, { enabled: choice.idProdi !== undefined })
 *
 * Every faculty and program is offered, active or not: a new program is configured before it opens.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { api } from '@shared/api';
import type { prodiView } from '@shared/api/master';
import { MASTER_MSG, MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { isSuperAdmin as superAdminRole } from '@web/app/roles';
import { useSession } from '@web/app/session';
import { type CSSProperties, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type * as z from 'zod';
import { pickerColumns } from './grid-columns';
import './program-picker.css';
import { fakultasNameOf, prodiNameOf } from '@web/components/bilingual/data-language';

export type ChosenProdi = z.infer<typeof prodiView>;

export interface ProgramChoice {
  /** The program the screen works on; undefined while a super admin has chosen none. */
  idProdi: number | undefined;
  /** Its record, once read. */
  prodi: ChosenProdi | undefined;
  isSuperAdmin: boolean;
  /** Opens the picker (super admin). */
  open(): void;
  /** Chooses a program (super admin). */
  choose(idProdi: number): void;
  /** The picker is open. */
  pickerOpen: boolean;
  closePicker(): void;
}

const PARAM = 'prodi';

function parseId(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d{0,8}$/.test(value)) return undefined;
  return Number(value);
}

export function useProgramChoice(): ProgramChoice {
  const { claims } = useSession();
  const isSuperAdmin = superAdminRole(claims?.role);
  const [params, setParams] = useSearchParams();
  const chosen = isSuperAdmin ? parseId(params.get(PARAM)) : (claims?.id_prodi ?? undefined);
  const [pickerOpen, setPickerOpen] = useState(isSuperAdmin && chosen === undefined);
  const prodi = useApiQuery(api.master.prodiGet, { params: { id: chosen ?? 0 } }, { enabled: chosen !== undefined });
  return {
    idProdi: chosen,
    prodi: prodi.data?.prodi,
    isSuperAdmin,
    pickerOpen,
    open: () => setPickerOpen(true),
    closePicker: () => setPickerOpen(false),
    choose: (id) => {
      setPickerOpen(false);
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(PARAM, String(id));
          return next;
        },
        { replace: false },
      );
    },
  };
}

interface PickerButton {
  id: number;
  label: string;
  inactive: boolean;
}

function ButtonGrid({ items, onPick }: { items: readonly PickerButton[]; onPick: (id: number) => void }) {
  const style = { '--picker-columns': String(pickerColumns(items.length)) } as CSSProperties;
  return (
    <div className="program-picker-grid" style={style}>
      {items.map((item) => (
        <Button key={item.id} fullWidth wrapText onClick={() => onPick(item.id)}>
          {item.inactive ? `${item.label} · ${MASTER_MSG.inactive}` : item.label}
        </Button>
      ))}
    </div>
  );
}

export interface ProgramPickerModalProps {
  visible: boolean;
  onChoose: (prodi: ChosenProdi) => void;
  /** Omitted: the dialog cannot be closed until a program is chosen. */
  onDismiss?: () => void;
}

/** The super admin's faculty-then-program dialog. */
export function ProgramPickerModal({ visible, onChoose, onDismiss }: ProgramPickerModalProps) {
  const [idFakultas, setIdFakultas] = useState<number | undefined>(undefined);
  const [nagged, setNagged] = useState(false);
  const fakultas = useApiQuery(api.master.fakultasAll, {}, { enabled: visible });
  const prodi = useApiQuery(api.master.prodiAllByFakultas, { params: { id: idFakultas ?? 0 } }, { enabled: visible && idFakultas !== undefined });
  useEffect(() => {
    if (!visible) {
      setIdFakultas(undefined);
      setNagged(false);
    }
  }, [visible]);
  const step = idFakultas === undefined ? 'fakultas' : 'prodi';
  const query = step === 'fakultas' ? fakultas : prodi;
  const buttons: PickerButton[] =
    step === 'fakultas'
      ? (fakultas.data?.fakultas ?? []).map((f) => ({ id: f.id_fakultas, label: fakultasNameOf(f), inactive: !f.is_active }))
      : (prodi.data?.prodi ?? []).map((p) => ({ id: p.id_prodi, label: prodiNameOf(p), inactive: !p.is_active }));
  const pick = (id: number) => {
    if (step === 'fakultas') {
      setIdFakultas(id);
      return;
    }
    const chosen = prodi.data?.prodi.find((p) => p.id_prodi === id);
    if (chosen) onChoose(chosen);
  };
  return (
    <Modal
      visible={visible}
      size="large"
      closeAriaLabel={MSG.dismiss}
      onDismiss={() => (onDismiss ? onDismiss() : setNagged(true))}
      header={
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          {step === 'prodi' && (
            <Button variant="icon" iconName="arrow-left" ariaLabel={MASTER_MSG.pickerBack} onClick={() => setIdFakultas(undefined)} />
          )}
          <span>{step === 'fakultas' ? MASTER_MSG.pickFakultas : MASTER_MSG.pickProdi}</span>
        </SpaceBetween>
      }
    >
      <SpaceBetween size="m">
        <Alert type="warning">{MASTER_MSG.pickerWarning}</Alert>
        {nagged && <Alert type="info">{MASTER_MSG.pickerMustChoose}</Alert>}
        {query.isError ? (
          <FailureAlert error={query.error} />
        ) : query.isPending ? (
          <Box textAlign="center">
            <Spinner size="large" />
          </Box>
        ) : buttons.length === 0 ? (
          <Box color="text-status-inactive">{step === 'fakultas' ? MASTER_MSG.pickerNoFakultas : MASTER_MSG.pickerNoProdi}</Box>
        ) : (
          <ButtonGrid items={buttons} onPick={pick} />
        )}
      </SpaceBetween>
    </Modal>
  );
}

/** The card of the current program, with Ganti Prodi and the picker for the super admin. */
export function ProgramPanel({ choice }: { choice: ProgramChoice }) {
  const fakultas = useApiQuery(api.master.fakultasGet, { params: { id: choice.prodi?.id_fakultas ?? 0 } }, { enabled: choice.prodi !== undefined });
  const p = choice.prodi;
  return (
    <>
      <Container
        header={
          <Header variant="h2" actions={choice.isSuperAdmin ? <Button onClick={choice.open}>{MASTER_MSG.changeProgram}</Button> : undefined}>
            {MASTER_MSG.programPanelTitle}
          </Header>
        }
      >
        {choice.idProdi === undefined ? (
          <Box color="text-status-inactive">{MASTER_MSG.programNotChosen}</Box>
        ) : !p ? (
          <Box color="text-status-inactive">{MSG.loading}</Box>
        ) : (
          <KeyValuePairs
            columns={2}
            items={[
              {
                label: MASTER_MSG.programPanelTitle,
                value: p.is_active ? prodiNameOf(p) : `${prodiNameOf(p)} · ${MASTER_MSG.inactive}`,
              },
              { label: MASTER_MSG.fakultasLabel, value: fakultas.data ? fakultasNameOf(fakultas.data.fakultas) : '…' },
            ]}
          />
        )}
      </Container>
      {choice.isSuperAdmin && (
        <ProgramPickerModal
          visible={choice.pickerOpen}
          onChoose={(chosen) => choice.choose(chosen.id_prodi)}
          onDismiss={choice.idProdi === undefined ? undefined : choice.closePicker}
        />
      )}
    </>
  );
}
