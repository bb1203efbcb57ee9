/**
 * A faculty's chain of approvals before an SKPI is sealed, in the faculty form: the ordered stages
 * (positions), each with Naikkan, Turunkan and Hapus, and a new stage typed or chosen from the usual
 * four positions (Tambah Tahap, or Enter). No stage reads 'Disahkan saat dicetak': the SKPI is sealed
 * at print. A chain that differs from the saved one says that the change applies to new prints
 * only. The rules (at most five stages, each position once) are the shared schema's; the faculty's
 * Tambah or Ubah saves the chain with the rest of the form.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonGroup from '@cloudscape-design/components/button-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PENGESAHAN_SCREEN_MSG as T, tahapHapus, tahapNaik, tahapTurun, tahapUrutan } from '@shared/messages';
import { normalJabatan, sameJabatan, TAHAP_MAX } from '@shared/validation/pengesahan';
import { SchemaField } from '@web/components/form/form-fields';
import { JabatanInput } from '@web/components/jabatan-input';
import { useState } from 'react';
import './tahap-editor.css';

export interface TahapEditorProps {
  value: readonly string[];
  /** The chain as saved (null: a new faculty). */
  saved: readonly string[] | null;
  onChange: (next: string[]) => void;
  errors: Partial<Record<string, string>>;
  disabled?: boolean;
}

const moved = (list: readonly string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

export function TahapEditor({ value, saved, onChange, errors, disabled }: TahapEditorProps) {
  const [draft, setDraft] = useState('');
  const typed = normalJabatan(draft);
  const canAdd = typed !== '' && value.length < TAHAP_MAX && !value.some((j) => sameJabatan(j, typed));
  const add = () => {
    if (!canAdd) return;
    onChange([...value, typed]);
    setDraft('');
  };
  const changed = saved !== null && (saved.length !== value.length || saved.some((j, i) => j !== value[i]));

  return (
    <section data-testid="rantai-pengesahan" aria-labelledby="rantai-pengesahan-judul">
      <SpaceBetween size="s">
        <div>
          <Box variant="h3" id="rantai-pengesahan-judul">
            {T.tahapTitle}
          </Box>
          <Box variant="small" color="text-body-secondary">
            {T.tahapDesc}
          </Box>
        </div>
        {value.length === 0 ? (
          <Box color="text-body-secondary">
            <Box variant="span" fontWeight="bold" color="inherit">
              {T.tahapNone}
            </Box>
            {' · '}
            {T.tahapNoneHint}
          </Box>
        ) : (
          <ol className="tahap-list" aria-label={T.tahapTitle}>
            {value.map((jabatan, i) => (
              <li key={jabatan} className="tahap-list__item">
                <span className="tahap-list__label">
                  <Box variant="small" color="text-body-secondary">
                    {tahapUrutan(i + 1)}
                  </Box>
                  <span>{jabatan}</span>
                </span>
                <ButtonGroup
                  variant="icon"
                  ariaLabel={jabatan}
                  items={[
                    { type: 'icon-button', id: 'up', iconName: 'angle-up', text: tahapNaik(jabatan), disabled: disabled || i === 0 },
                    {
                      type: 'icon-button',
                      id: 'down',
                      iconName: 'angle-down',
                      text: tahapTurun(jabatan),
                      disabled: disabled || i === value.length - 1,
                    },
                    { type: 'icon-button', id: 'remove', iconName: 'remove', text: tahapHapus(jabatan), disabled },
                  ]}
                  onItemClick={(e) => {
                    if (e.detail.id === 'up') onChange(moved(value, i, i - 1));
                    else if (e.detail.id === 'down') onChange(moved(value, i, i + 1));
                    else onChange(value.filter((_, k) => k !== i));
                  }}
                />
              </li>
            ))}
          </ol>
        )}
        <SchemaField form={{ errors }} name="tahap_pengesahan" label={T.tahapNew} stretch>
          <div className="tahap-add">
            <div className="tahap-add__input">
              <JabatanInput value={draft} onChange={setDraft} onEnter={add} disabled={disabled || value.length >= TAHAP_MAX} />
            </div>
            <Button iconName="add-plus" disabled={disabled || !canAdd} onClick={add}>
              {T.tahapAdd}
            </Button>
          </div>
        </SchemaField>
        {changed && <Alert type="info">{T.tahapNewPrintsOnly}</Alert>}
      </SpaceBetween>
    </section>
  );
}
