/**
 * A position of the officials who legalise an SKPI: one of the usual four (Ketua Program Studi,
 * Sekretaris Program Studi, Wakil Dekan Bidang Akademik, Dekan) offered as suggestions, or a free
 * title typed in. Used by a pimpinan account's Jabatan and a faculty chain's new stage, so that a
 * stage and its holder's position are written alike.
 */
import Autosuggest from '@cloudscape-design/components/autosuggest';
import { jabatanLain, PENGESAHAN_SCREEN_MSG } from '@shared/messages';
import { JABATAN_PIMPINAN } from '@shared/validation/pengesahan';

const OPTIONS = JABATAN_PIMPINAN.map((value) => ({ value }));

export interface JabatanInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name when no FormField labels it. */
  ariaLabel?: string;
  /** Enter in the field (the chain editor adds the stage). */
  onEnter?: () => void;
  autoFocus?: boolean;
  disabled?: boolean;
}

export function JabatanInput({ value, onChange, ariaLabel, onEnter, autoFocus, disabled }: JabatanInputProps) {
  return (
    <Autosuggest
      value={value}
      options={OPTIONS}
      enteredTextLabel={jabatanLain}
      placeholder={PENGESAHAN_SCREEN_MSG.jabatanPlaceholder}
      ariaLabel={ariaLabel}
      autoFocus={autoFocus}
      disabled={disabled}
      filteringType="auto"
      onChange={(e) => onChange(e.detail.value)}
      onKeyDown={(e) => {
        if (e.detail.key === 'Enter' && onEnter) onEnter();
      }}
    />
  );
}
