/**
 * The Akun tab: the e-mail, the password and the status (Aktif or Non-aktif) are edited one at a
 * time, and the payload is built for only the chosen one (the update's shapes b, c and d). A
 * deactivated account cannot sign in and its sessions end at once.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG, MAHASISWA_ADMIN_MSG as TEXT } from '@shared/messages';
import { manajemenUpdateBody } from '@shared/validation/manajemen';
import { FormInput, SchemaField } from '@web/components/form/form-fields';
import { useFormSubmit } from '@web/components/form/form-submit';
import { NewPasswordFields } from '@web/components/form/new-password-fields';
import { useSchemaForm } from '@web/components/form/schema-form';
import { useMemo, useState } from 'react';
import * as z from 'zod';
import type { MahasiswaRow } from './mahasiswa-data';
import { useAkunUpdate } from './use-akun-write';

type Mode = 'email' | 'password' | 'status';

interface AkunValues {
  [field: string]: string;
  nim: string;
  email: string;
  password: string;
  password_confirmation: string;
  is_active: string;
}

/** Only the chosen edit's fields (and the account's NIM) go to the update's schema, and to the server. */
function payloadOf(mode: Mode, v: AkunValues) {
  if (mode === 'email') return { nim: v.nim, email: v.email };
  if (mode === 'password') return { nim: v.nim, password: v.password, password_confirmation: v.password_confirmation };
  return { nim: v.nim, is_active: v.is_active };
}

const INVALID_NOTICE = 'akun-invalid';

export function AkunTab({ row, onSaved }: { row: MahasiswaRow; onSaved: (row: MahasiswaRow) => void }) {
  const [mode, setMode] = useState<Mode>('email');
  const schema = useMemo(() => z.preprocess((v) => payloadOf(mode, v as AkunValues), manajemenUpdateBody), [mode]);
  const initial: AkunValues = { nim: row.nim, email: row.email, password: '', password_confirmation: '', is_active: row.is_active ? '1' : '0' };
  const form = useSchemaForm(schema, initial);
  const update = useAkunUpdate(row, onSaved);
  const { busy, submit } = useFormSubmit(
    form,
    { notice: INVALID_NOTICE, invalid: MSG.fillCorrectly, pending: MSG.mengupdate },
    ({ nim: _nim, ...change }) => update(change),
    // the values as they are when the answer comes, not as they were sent: a choice made meanwhile stays
    () => form.reset((now) => ({ ...now, password: '', password_confirmation: '' })),
  );
  const v = form.values;
  const unchanged =
    mode === 'email'
      ? v.email.trim() === '' || v.email.trim().toLowerCase() === row.email.toLowerCase()
      : mode === 'password'
        ? v.password === '' || v.password_confirmation === ''
        : v.is_active === (row.is_active ? '1' : '0');
  const choose = (next: Mode) => {
    setMode(next);
    // the other edits start again from the account as stored
    form.reset({ ...initial });
  };
  return (
    <form onSubmit={(e) => void (unchanged ? e.preventDefault() : submit(e))} noValidate>
      <SpaceBetween size="l">
        <FormField label={TEXT.ubahApa} description={TEXT.akunHint}>
          <RadioGroup
            direction="horizontal"
            value={mode}
            items={[
              { value: 'email', label: TEXT.ubahEmail },
              { value: 'password', label: TEXT.ubahPassword },
              { value: 'status', label: TEXT.ubahStatus },
            ]}
            onChange={(e) => choose(e.detail.value as Mode)}
          />
        </FormField>
        {mode === 'email' && <FormInput form={form} name="email" type="email" label={TEXT.email} autoComplete="off" />}
        {mode === 'password' && <NewPasswordFields form={form} indicators columns />}
        {mode === 'status' && (
          <SchemaField form={form} name="is_active" label={TEXT.statusAkun} description={TEXT.statusHint}>
            <RadioGroup
              value={v.is_active}
              items={[
                { value: '1', label: TEXT.aktif },
                { value: '0', label: TEXT.nonAktif },
              ]}
              onChange={(e) => form.set('is_active', e.detail.value)}
            />
          </SchemaField>
        )}
        <Box float="right">
          <Button variant="primary" formAction="submit" loading={busy} disabled={unchanged}>
            {TEXT.simpan}
          </Button>
        </Box>
      </SpaceBetween>
    </form>
  );
}
