/**
 * The one date control of the app: typed as DD/MM/YYYY (shared/domain/dates.ts; Cloudscape's
 * DatePicker only types year first) or chosen on Cloudscape's calendar, in Indonesian, behind the
 * calendar button. Its value is YYYY-MM-DD once the text is a real date; while it is not, the
 * text as typed, so the form's schema says 'Tanggal tidak valid'; '' when empty.
 */
import Button from '@cloudscape-design/components/button';
import Calendar from '@cloudscape-design/components/calendar';
import Input from '@cloudscape-design/components/input';
import Popover, { type PopoverProps } from '@cloudscape-design/components/popover';
import { isoOfTypedDate, typedDate } from '@shared/domain/dates';
import { MSG } from '@shared/messages';
import { useEffect, useRef, useState } from 'react';
import './date-input.css';

/** What the field shows of a value: a YYYY-MM-DD date as DD/MM/YYYY, anything else (text being typed) as it is. */
const shown = (value: string) => typedDate(value) || value;

export interface DateInputProps {
  value: string;
  onChange: (value: string) => void;
  name?: string;
  disabled?: boolean;
  /** Shown, not editable: no calendar. */
  readOnly?: boolean;
  ariaLabel?: string;
}

export function DateInput({ value, onChange, name, disabled, readOnly, ariaLabel }: DateInputProps) {
  const [text, setText] = useState(() => shown(value));
  // the value this field last gave: another one comes from outside (a reset, a default) and is shown
  const given = useRef(value);
  useEffect(() => {
    if (value !== given.current) {
      given.current = value;
      setText(shown(value));
    }
  }, [value]);
  const popover = useRef<PopoverProps.Ref>(null);

  const change = (next: string) => {
    setText(next);
    const trimmed = next.trim();
    const out = trimmed === '' ? '' : (isoOfTypedDate(trimmed) ?? trimmed);
    given.current = out;
    onChange(out);
  };
  const iso = isoOfTypedDate(text) ?? '';

  return (
    <div className="date-input">
      <div className="date-input__text">
        <Input
          name={name}
          value={text}
          placeholder={MSG.datePlaceholder}
          inputMode="numeric"
          ariaLabel={ariaLabel}
          disabled={disabled}
          readOnly={readOnly}
          onChange={(e) => change(e.detail.value)}
          // a date typed loosely (1/4/2003, 17.04.2003) reads back as 01/04/2003 once left
          onBlur={() => iso && setText(typedDate(iso))}
        />
      </div>
      {!readOnly && (
        <Popover
          ref={popover}
          triggerType="custom"
          position="bottom"
          size="medium"
          renderWithPortal
          dismissAriaLabel={MSG.dismiss}
          content={
            <Calendar
              value={iso}
              locale="id-ID"
              onChange={(e) => {
                change(typedDate(e.detail.value));
                popover.current?.dismiss();
              }}
            />
          }
        >
          <Button variant="icon" iconName="calendar" ariaLabel={MSG.dateCalendar} disabled={disabled} formAction="none" />
        </Popover>
      )}
    </div>
  );
}
