/**
 * An SKPI number as people read it ('0012/SKPI/FEB/XII/2026'): it breaks onto a new line only
 * after one of its slashes, never inside a part ('…/FEB/X' then 'I/2026', or '…/202' then '6').
 * Each part with its slash is kept whole and a break opportunity (`<wbr>`) follows each slash; the
 * text is the number itself (copying it copies the number). Every screen that shows an SKPI number
 * shows it through this.
 */
import { Fragment } from 'react';
import './skpi-number.css';

export function SkpiNumber({ value, testId }: { value: string; testId?: string }) {
  const parts = value.split('/');
  return (
    <span className="skpi-nomor" data-testid={testId}>
      {parts.map((part, i) => {
        const last = i === parts.length - 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
          <Fragment key={i}>
            <span className="skpi-nomor__part">{last ? part : `${part}/`}</span>
            {!last && <wbr />}
          </Fragment>
        );
      })}
    </span>
  );
}
