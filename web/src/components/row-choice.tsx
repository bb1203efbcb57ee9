/**
 * The rows chosen in a server-paged list for one action on them all (the printing list's Cetak
 * Pilihan, the approvers' Setujui Pilihan): the choice is kept across pages, by each row's key.
 * `useRowChoice` gives a row's checkbox toggle and the current page's rows added at once;
 * `ChoiceFooter`, below the rows, holds the page's choice button, the action (disabled with nothing
 * chosen), how many are chosen and the button that clears the choice.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import './row-choice.css';

export type RowChoice<T> = ReadonlyMap<string, T>;

export function useRowChoice<T>(keyOf: (row: T) => string, chosen: RowChoice<T>, onChange: (next: RowChoice<T>) => void) {
  return {
    toggle: (row: T, on: boolean) => {
      const next = new Map(chosen);
      if (on) next.set(keyOf(row), row);
      else next.delete(keyOf(row));
      onChange(next);
    },
    addPage: (rows: readonly T[]) => {
      const next = new Map(chosen);
      for (const row of rows) next.set(keyOf(row), row);
      onChange(next);
    },
  };
}

export interface ChoiceFooterProps<T> {
  /** The rows of the page shown. */
  pageRows: readonly T[] | undefined;
  chosen: RowChoice<T>;
  keyOf: (row: T) => string;
  onChange: (next: RowChoice<T>) => void;
  onAct: () => void;
  labels: { choosePage: string; act: string; clear: string; chosen: (count: number) => string };
}

export function ChoiceFooter<T>({ pageRows, chosen, keyOf, onChange, onAct, labels }: ChoiceFooterProps<T>) {
  const { addPage } = useRowChoice(keyOf, chosen, onChange);
  return (
    <div className="row-choice-footer">
      <Button disabled={!pageRows || pageRows.length === 0} onClick={() => addPage(pageRows ?? [])}>
        {labels.choosePage}
      </Button>
      <Button variant="primary" disabled={chosen.size === 0} onClick={onAct}>
        {labels.act}
      </Button>
      {chosen.size > 0 && (
        <>
          <Box color="text-body-secondary">{labels.chosen(chosen.size)}</Box>
          <Button variant="inline-link" wrapText={false} onClick={() => onChange(new Map())}>
            {labels.clear}
          </Button>
        </>
      )}
    </div>
  );
}
