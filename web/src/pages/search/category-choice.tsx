/**
 * The search's choice of category (Profil or Portofolio): two toggle buttons in a labelled fieldset,
 * the chosen one pressed. Both stay in sight at every width, a phone included, so switching is one
 * tap; pressing the chosen one again keeps it.
 */
import SpaceBetween from '@cloudscape-design/components/space-between';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import { SEARCH_MSG } from '@shared/messages/search';
import type { SearchCategory } from '@web/components/search/search-location';

const CHOICES: { id: SearchCategory; text: () => string; icon: 'user-profile' | 'file' }[] = [
  { id: 'profile', text: () => SEARCH_MSG.categoryProfile, icon: 'user-profile' },
  { id: 'portofolio', text: () => SEARCH_MSG.categoryPortfolio, icon: 'file' },
];

export function CategoryChoice({ category, onChange }: { category: SearchCategory; onChange: (next: SearchCategory) => void }) {
  return (
    <fieldset className="search-category" aria-label={SEARCH_MSG.categoryLabel}>
      <SpaceBetween direction="horizontal" size="xs">
        {CHOICES.map((c) => (
          <ToggleButton key={c.id} iconName={c.icon} pressed={category === c.id} onChange={() => category !== c.id && onChange(c.id)}>
            {c.text()}
          </ToggleButton>
        ))}
      </SpaceBetween>
    </fieldset>
  );
}
