/**
 * The social media list: type Facebook, Twitter, LinkedIn, Instagram or Other (with a free title),
 * the account name and a link starting with http, https or www. Save is disabled until link, title
 * and name are filled. Used by activation and the profile.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { AUTH_SCREEN_MSG, tooManySosmed } from '@shared/messages';
import { SOSMED_MAX, SOSMED_OTHER, SOSMED_TYPES, type SosmedInput, sosmedInput } from '@shared/validation';
import { useState } from 'react';
import { type FieldErrors, firstErrors } from './form/schema-form';
import './sosmed-editor.css';

const TYPE_OPTIONS = SOSMED_TYPES.map((t) => ({ value: t, label: t }));
const EMPTY = { type: '', title: '', name: '', link: '' };

/** An href for a stored link: 'www.x' opens as https. */
export const hrefOf = (link: string) => (/^https?:\/\//i.test(link) ? link : `https://${link}`);

export function SosmedEditor({
  value,
  onChange,
  readOnly = false,
}: {
  value: SosmedInput[];
  onChange: (next: SosmedInput[]) => void;
  /** The list only: no remove buttons, no new entry. */
  readOnly?: boolean;
}) {
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const title = draft.type === SOSMED_OTHER ? draft.title : draft.type;
  const full = value.length >= SOSMED_MAX;
  const canSave = !full && title.trim() !== '' && draft.name.trim() !== '' && draft.link.trim() !== '';

  const save = () => {
    const parsed = sosmedInput.safeParse({ title, name: draft.name, link: draft.link });
    if (!parsed.success) return setErrors(firstErrors(parsed.error));
    onChange([...value, parsed.data]);
    setDraft(EMPTY);
    setErrors({});
  };

  return (
    <SpaceBetween size="m">
      {value.length === 0 ? (
        <Box color="text-body-secondary">{AUTH_SCREEN_MSG.sosmedEmpty}</Box>
      ) : (
        <ul className="sosmed-list">
          {value.map((s, i) => (
            <li key={`${s.title}-${s.link}`}>
              <Box variant="strong">{s.title}</Box>
              <span>{s.name}</span>
              <Link href={hrefOf(s.link)} external>
                {s.link}
              </Link>
              {!readOnly && (
                <Button
                  variant="icon"
                  formAction="none"
                  iconName="remove"
                  ariaLabel={AUTH_SCREEN_MSG.sosmedRemove(s.title)}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <>
          <ColumnLayout columns={2}>
            <FormField label={AUTH_SCREEN_MSG.sosmedType} errorText={draft.type === SOSMED_OTHER ? undefined : errors.title}>
              <Select
                selectedOption={TYPE_OPTIONS.find((o) => o.value === draft.type) ?? null}
                options={TYPE_OPTIONS}
                placeholder={AUTH_SCREEN_MSG.choosePlaceholder}
                onChange={(e) => setDraft({ ...draft, type: e.detail.selectedOption.value ?? '', title: '' })}
              />
            </FormField>
            {draft.type === SOSMED_OTHER && (
              <FormField label={AUTH_SCREEN_MSG.sosmedTitle} errorText={errors.title}>
                <Input value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.detail.value })} />
              </FormField>
            )}
            <FormField label={AUTH_SCREEN_MSG.sosmedName} errorText={errors.name}>
              <Input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.detail.value })} />
            </FormField>
            <FormField label={AUTH_SCREEN_MSG.sosmedLink} constraintText={AUTH_SCREEN_MSG.sosmedLinkHint} errorText={errors.link}>
              <Input value={draft.link} inputMode="url" onChange={(e) => setDraft({ ...draft, link: e.detail.value })} />
            </FormField>
          </ColumnLayout>
          {full && <Box color="text-status-warning">{tooManySosmed(SOSMED_MAX)}</Box>}
          <Button iconName="add-plus" formAction="none" disabled={!canSave} onClick={save}>
            {AUTH_SCREEN_MSG.sosmedSave}
          </Button>
        </>
      )}
    </SpaceBetween>
  );
}
