/**
 * The rubric and sub-rubric dialogs: a rubric needs its name and minimum SKP, a sub-rubric its
 * name, maximum SKP per portfolio and minimum SKP, and may have an English name (blank: none, the
 * Indonesian stands in the SKPI's English lines). A rubric is added to the chosen program and
 * category; the deletes ask first ('Apakah Anda Yakin?').
 */
import { api } from '@shared/api';
import { AUTH_SCREEN_MSG, MSG, RUBRIK_SCREEN_MSG } from '@shared/messages';
import { anakRubrikAddBody, anakRubrikUpdateBody, rubrikAddBody, rubrikUpdateBody } from '@shared/validation/rubrik';
import { call } from '@web/api/client';
import { FormModal, type FormModalField } from '@web/components/form/form-modal';
import { type AnakRubrik, type Rubrik, useCatalogRefresh } from './catalog';
import { DeleteConfirm } from './delete-confirm';

export type RubrikDialogTarget =
  | { mode: 'rubrik-add' }
  | { mode: 'rubrik-edit'; rubrik: Rubrik }
  | { mode: 'rubrik-delete'; rubrik: Rubrik }
  | { mode: 'anak-add'; rubrik: Rubrik }
  | { mode: 'anak-edit'; rubrik: Rubrik; anak: AnakRubrik }
  | { mode: 'anak-delete'; rubrik: Rubrik; anak: AnakRubrik };

type RubrikValues = { nama_rubrik: string; syarat_minimal_skp: string };
type AnakValues = {
  nama_anak_rubrik: string;
  nama_anak_rubrik_inggris: string;
  bobot_maksimal_skp_tiap_portofolio: string;
  syarat_minimal_skp: string;
};

const RUBRIK_FIELDS: readonly FormModalField<RubrikValues>[] = [
  { name: 'nama_rubrik', label: RUBRIK_SCREEN_MSG.fieldNamaRubrik },
  { name: 'syarat_minimal_skp', label: RUBRIK_SCREEN_MSG.fieldSyaratMinimal, description: RUBRIK_SCREEN_MSG.fieldSyaratRubrikHint, numeric: true },
];
const RUBRIK_REQUIRED = ['nama_rubrik', 'syarat_minimal_skp'] as const;

const ANAK_FIELDS: readonly FormModalField<AnakValues>[] = [
  { name: 'nama_anak_rubrik', label: RUBRIK_SCREEN_MSG.fieldNamaAnak },
  { name: 'nama_anak_rubrik_inggris', label: RUBRIK_SCREEN_MSG.fieldNamaAnakInggris, description: RUBRIK_SCREEN_MSG.fieldNamaAnakInggrisHint },
  {
    name: 'bobot_maksimal_skp_tiap_portofolio',
    label: RUBRIK_SCREEN_MSG.fieldBobotMaksimal,
    description: RUBRIK_SCREEN_MSG.fieldBobotMaksimalHint,
    numeric: true,
  },
  { name: 'syarat_minimal_skp', label: RUBRIK_SCREEN_MSG.fieldSyaratMinimal, description: RUBRIK_SCREEN_MSG.fieldSyaratAnakHint, numeric: true },
];
const ANAK_REQUIRED = ['nama_anak_rubrik', 'bobot_maksimal_skp_tiap_portofolio', 'syarat_minimal_skp'] as const;

export interface RubrikDialogProps {
  target: RubrikDialogTarget;
  /** Where a new rubric goes. */
  idProdi: number;
  idBidang: number;
  onClose: () => void;
}

export function RubrikDialog({ target, idProdi, idBidang, onClose }: RubrikDialogProps) {
  const refresh = useCatalogRefresh();
  const done = (saved: boolean) => {
    if (saved) void refresh();
    onClose();
  };
  const common = { cancelLabel: AUTH_SCREEN_MSG.cancel, onClose: done };
  switch (target.mode) {
    case 'rubrik-add':
      return (
        <FormModal
          {...common}
          title={RUBRIK_SCREEN_MSG.rubrikAddTitle}
          schema={rubrikAddBody.pick({ nama_rubrik: true, syarat_minimal_skp: true })}
          initial={{ nama_rubrik: '', syarat_minimal_skp: '' }}
          fields={RUBRIK_FIELDS}
          required={RUBRIK_REQUIRED}
          submitLabel={RUBRIK_SCREEN_MSG.tambah}
          pending={MSG.menambahkan}
          send={(data) => call(api.admin.rubrikAdd, { body: { ...data, id_prodi: idProdi, id_bidang_portofolio: idBidang } })}
        />
      );
    case 'rubrik-edit': {
      const { rubrik } = target;
      return (
        <FormModal
          {...common}
          title={RUBRIK_SCREEN_MSG.rubrikEditTitle}
          schema={rubrikUpdateBody}
          initial={{ nama_rubrik: rubrik.nama_rubrik, syarat_minimal_skp: String(rubrik.syarat_minimal_skp) }}
          fields={RUBRIK_FIELDS}
          required={RUBRIK_REQUIRED}
          submitLabel={AUTH_SCREEN_MSG.save}
          pending={MSG.mengupdate}
          send={(data) => call(api.admin.rubrikUpdate, { params: { id: rubrik.id_rubrik }, body: { ...data, version: rubrik.version } })}
        />
      );
    }
    case 'rubrik-delete': {
      const { rubrik } = target;
      return (
        <DeleteConfirm
          body={RUBRIK_SCREEN_MSG.deleteRubrikBody}
          subject={rubrik.nama_rubrik}
          send={() => call(api.admin.rubrikDelete, { params: { id: rubrik.id_rubrik } })}
          onClose={onClose}
        />
      );
    }
    case 'anak-add': {
      const { rubrik } = target;
      return (
        <FormModal
          {...common}
          title={RUBRIK_SCREEN_MSG.anakAddTitle}
          schema={anakRubrikAddBody}
          initial={{ nama_anak_rubrik: '', nama_anak_rubrik_inggris: '', bobot_maksimal_skp_tiap_portofolio: '', syarat_minimal_skp: '' }}
          fields={ANAK_FIELDS}
          required={ANAK_REQUIRED}
          submitLabel={RUBRIK_SCREEN_MSG.tambah}
          pending={MSG.menambahkan}
          send={(body) => call(api.admin.anakRubrikAdd, { params: { id: rubrik.id_rubrik }, body })}
        />
      );
    }
    case 'anak-edit': {
      const { rubrik, anak } = target;
      return (
        <FormModal
          {...common}
          title={RUBRIK_SCREEN_MSG.anakEditTitle}
          schema={anakRubrikUpdateBody}
          initial={{
            nama_anak_rubrik: anak.nama_anak_rubrik,
            nama_anak_rubrik_inggris: anak.nama_anak_rubrik_inggris ?? '',
            bobot_maksimal_skp_tiap_portofolio: String(anak.bobot_maksimal_skp_tiap_portofolio),
            syarat_minimal_skp: String(anak.syarat_minimal_skp),
          }}
          fields={ANAK_FIELDS}
          required={ANAK_REQUIRED}
          submitLabel={AUTH_SCREEN_MSG.save}
          pending={MSG.mengupdate}
          send={(data) =>
            call(api.admin.anakRubrikUpdate, {
              params: { id: rubrik.id_rubrik, id_anak_rubrik: anak.id_anak_rubrik },
              body: { ...data, version: anak.version },
            })
          }
        />
      );
    }
    case 'anak-delete': {
      const { rubrik, anak } = target;
      return (
        <DeleteConfirm
          body={RUBRIK_SCREEN_MSG.deleteAnakBody}
          subject={anak.nama_anak_rubrik}
          fallback={MSG.subRubrikDeleteFailed}
          send={() => call(api.admin.anakRubrikDelete, { params: { id: rubrik.id_rubrik, id_anak_rubrik: anak.id_anak_rubrik } })}
          onClose={onClose}
        />
      );
    }
  }
}
