/**
 * The search box of the landing and search pages: a text field and a search button; Enter or the
 * button searches. The landing page shows the button as an icon, the search page with its label.
 */
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import { SHELL_MSG } from '@shared/messages/shell';
import { type FormEvent, useEffect, useState } from 'react';
import './search-box.css';

export interface SearchBoxProps {
  /** The text shown (and shown again when it changes, e.g. after navigating back). */
  text?: string;
  onSearch: (text: string) => void;
  /** Only the icon on the button (its label stays for screen readers). */
  iconOnly?: boolean;
  className?: string;
}

export function SearchBox({ text = '', onSearch, iconOnly = false, className }: SearchBoxProps) {
  const [value, setValue] = useState(text);
  useEffect(() => setValue(text), [text]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value);
  };
  return (
    <search className={className ? `search-box ${className}` : 'search-box'}>
      <form onSubmit={submit} className="search-box__row">
        <div className="search-box__input">
          <Input
            type="search"
            value={value}
            onChange={(e) => setValue(e.detail.value)}
            placeholder={SHELL_MSG.searchPlaceholder}
            ariaLabel={SHELL_MSG.searchLabel}
            clearAriaLabel={SHELL_MSG.dismiss}
          />
        </div>
        <Button variant="primary" iconName="search" formAction="submit" ariaLabel={iconOnly ? SHELL_MSG.searchButton : undefined}>
          {iconOnly ? undefined : SHELL_MSG.searchButton}
        </Button>
      </form>
    </search>
  );
}
