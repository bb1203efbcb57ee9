/**
 * THE category grid of the master-data screens (the CPL management screen: CPL categories; the Rubric
 * management screen: portfolio categories): cards sorted by `urutan_di_skpi`, each with its two
 * names (the reader's language first), a Pilih button and an Ubah/Hapus menu; Tambah in the header. Leave out a
 * callback to hide its button (an admin jurusan does not change the university-wide portfolio
 * categories).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MASTER_MSG, MSG, optionsLabel } from '@shared/messages';
import { sidesInLanguageOf } from '@shared/messages/language';
import type { ReactNode } from 'react';

export interface CategoryGridItem {
  id: number;
  urutan: number;
  nama: string;
  namaInggris: string;
}

/** A category's two names as the reader sees them: the reader's language first. */
const sidesOf = (c: CategoryGridItem) => sidesInLanguageOf(c.nama, c.namaInggris);

export interface CategoryGridProps {
  title: string;
  description?: ReactNode;
  items: readonly CategoryGridItem[] | undefined;
  loading: boolean;
  onPick: (id: number) => void;
  onAdd?: () => void;
  onEdit?: (id: number) => void;
  onDelete?: (id: number) => void;
  /** The id of the category shown in detail, highlighted. */
  picked?: number;
}

export function CategoryGrid({ title, description, items, loading, onPick, onAdd, onEdit, onDelete, picked }: CategoryGridProps) {
  const sorted = [...(items ?? [])].sort((a, b) => a.urutan - b.urutan || a.id - b.id);
  const menu = [
    ...(onEdit ? [{ id: 'edit', text: MASTER_MSG.categoryEdit, iconName: 'edit' as const }] : []),
    ...(onDelete ? [{ id: 'delete', text: MASTER_MSG.categoryDelete, iconName: 'remove' as const }] : []),
  ];
  return (
    <Cards
      items={sorted}
      loading={loading && !items}
      loadingText={MSG.loading}
      trackBy={(c) => String(c.id)}
      cardsPerRow={[{ cards: 1 }, { minWidth: 560, cards: 2 }, { minWidth: 900, cards: 3 }]}
      header={
        <Header
          counter={items ? `(${items.length})` : undefined}
          description={description}
          actions={
            onAdd ? (
              <Button iconName="add-plus" onClick={onAdd}>
                {MASTER_MSG.categoryAdd}
              </Button>
            ) : undefined
          }
        >
          {title}
        </Header>
      }
      empty={
        <Box color="inherit" textAlign="center" padding="s">
          {MASTER_MSG.categoryEmpty}
        </Box>
      }
      cardDefinition={{
        header: (c) => (
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Box variant="span" color="text-status-info" fontWeight="bold">
              {c.urutan}.
            </Box>
            <span lang={sidesOf(c).mainLang}>{sidesOf(c).main}</span>
          </SpaceBetween>
        ),
        sections: [
          {
            id: 'inggris',
            content: (c) => (
              <Box color="text-body-secondary">
                <i lang={sidesOf(c).otherLang}>{sidesOf(c).other}</i>
              </Box>
            ),
          },
          {
            id: 'actions',
            content: (c) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant={picked === c.id ? 'primary' : 'normal'}
                  onClick={() => onPick(c.id)}
                  ariaLabel={`${MASTER_MSG.categoryPick} ${sidesOf(c).main}`}
                >
                  {MASTER_MSG.categoryPick}
                </Button>
                {menu.length > 0 && (
                  <ButtonDropdown
                    items={menu}
                    ariaLabel={optionsLabel(sidesOf(c).main)}
                    variant="icon"
                    onItemClick={({ detail }) => (detail.id === 'edit' ? onEdit?.(c.id) : onDelete?.(c.id))}
                  />
                )}
              </SpaceBetween>
            ),
          },
        ],
      }}
    />
  );
}
