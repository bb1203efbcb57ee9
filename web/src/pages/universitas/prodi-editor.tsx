/**
 * The program form with its buttons. The super admin: Tambah while no program is selected, once a name and a
 * status are given; Ubah once a faculty, a program and a name are; the delete icon with a program selected (the
 * fixed warning in its Ya / Tidak). An admin jurusan: their own program, Ubah once a name is
 * given, no faculty, status, Tambah or delete. An update sends the version the form was loaded from (or saved
 * as); a refused write keeps what was typed, with the server's field messages under the fields.
 *
 * Mounted per program (the parent keys it): a new program starts a new form.
 */
import Button from '@cloudscape-design/components/button';
import type { SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { MSG, prodiLabel, UNIVERSITAS_SCREEN_MSG } from '@shared/messages';
import { prodiAddBody, prodiUpdateBody } from '@shared/validation/universitas';
import { call } from '@web/api/client';
import type { Lookup } from '@web/components/form/form-fields';
import { useSchemaForm } from '@web/components/form/schema-form';
import { useState } from 'react';
import { ProdiFields } from './prodi-fields';
import { newProdiValues, ownProgramValues, type Prodi, prodiValues } from './prodi-values';
import { useConfirmedWrite } from './use-confirmed-write';
import { useFormChecks } from './use-form-checks';

export interface ProdiEditorProps {
  /** The program edited; null: a new program of `idFakultas` (super admin). */
  base: Prodi | null;
  idFakultas: number;
  superAdmin: boolean;
  fakultasOptions: readonly SelectProps.Option[];
  fakultasLookup: Lookup;
  /** Added or changed: the program as stored now. */
  onSaved: (prodi: Prodi) => void;
  onDeleted: () => void;
}

export function ProdiEditor({ base, idFakultas, superAdmin, fakultasOptions, fakultasLookup, onSaved, onDeleted }: ProdiEditorProps) {
  /** The program as last read or saved: its version goes with the next update. */
  const [current, setCurrent] = useState<Prodi | null>(base);
  const form = useSchemaForm(current ? prodiUpdateBody : prodiAddBody, current ? prodiValues(current) : newProdiValues(idFakultas));
  const checks = useFormChecks(form, 'prodi-form');
  const write = useConfirmedWrite();
  const { values } = form;

  const saved = (prodi: Prodi) => {
    setCurrent(prodi);
    form.reset(prodiValues(prodi));
    onSaved(prodi);
  };

  const add = () => {
    const body = checks.valid(prodiAddBody);
    if (!body) return;
    write.ask({
      title: UNIVERSITAS_SCREEN_MSG.prodiAddTitle,
      body: UNIVERSITAS_SCREEN_MSG.prodiAddBody,
      subject: prodiLabel(body.nama_prodi, body.jenjang),
      pending: MSG.menambahkan,
      fallback: MSG.addFailed,
      send: () => call(api.admin.prodiAdd, { body }),
      done: (answer) => saved(answer.prodi),
      failed: checks.serverErrors,
    });
  };

  const update = (prodi: Prodi) => {
    const body = checks.valid(prodiUpdateBody, superAdmin ? values : ownProgramValues(values));
    if (!body) return;
    write.ask({
      title: UNIVERSITAS_SCREEN_MSG.prodiUpdateTitle,
      body: UNIVERSITAS_SCREEN_MSG.prodiUpdateBody,
      subject: prodiLabel(prodi.nama_prodi, prodi.jenjang),
      pending: MSG.mengupdate,
      fallback: MSG.updateFailed,
      send: () => call(api.admin.prodiUpdate, { params: { id: prodi.id_prodi }, body: { ...body, version: prodi.version } }),
      done: (answer) => saved(answer.prodi),
      failed: checks.serverErrors,
    });
  };

  const remove = (prodi: Prodi) =>
    write.ask({
      title: UNIVERSITAS_SCREEN_MSG.prodiDeleteTitle,
      body: UNIVERSITAS_SCREEN_MSG.prodiDeleteBody,
      subject: prodiLabel(prodi.nama_prodi, prodi.jenjang),
      pending: MSG.menghapus,
      fallback: MSG.genericError,
      send: () => call(api.admin.prodiDelete, { params: { id: prodi.id_prodi } }),
      done: onDeleted,
    });

  const named = values.nama_prodi.trim() !== '';
  const canAdd = current === null && named && values.is_active !== '';
  const canUpdate = current !== null && named && (!superAdmin || values.id_fakultas !== '');
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()}>
      <SpaceBetween size="l">
        <ProdiFields form={form} superAdmin={superAdmin} fakultasOptions={fakultasOptions} fakultasLookup={fakultasLookup} />
        <SpaceBetween direction="horizontal" size="xs">
          {superAdmin && (
            <Button variant="primary" disabled={!canAdd || write.busy} onClick={add}>
              {UNIVERSITAS_SCREEN_MSG.tambah}
            </Button>
          )}
          <Button variant={superAdmin ? 'normal' : 'primary'} disabled={!canUpdate || write.busy} onClick={() => current && update(current)}>
            {UNIVERSITAS_SCREEN_MSG.ubah}
          </Button>
          {superAdmin && (
            <Button
              iconName="remove"
              ariaLabel={UNIVERSITAS_SCREEN_MSG.prodiDelete}
              disabled={current === null || write.busy}
              onClick={() => current && remove(current)}
            />
          )}
        </SpaceBetween>
      </SpaceBetween>
      {write.dialog}
    </form>
  );
}
