/** The frame of an editable tab: title, the edit or discard control, the form and its save button. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { AUTH_SCREEN_MSG } from '@shared/messages';
import type { ReactNode } from 'react';

export interface EditContainerProps {
  title: string;
  description: string;
  editing: boolean;
  busy: boolean;
  onEdit: () => void;
  onDiscard: () => void;
  onSave: () => void;
  children: ReactNode;
}

export function EditContainer({ title, description, editing, busy, onEdit, onDiscard, onSave, children }: EditContainerProps) {
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={description}
          actions={
            editing ? (
              <Button iconName="close" onClick={onDiscard} disabled={busy}>
                {AUTH_SCREEN_MSG.discard}
              </Button>
            ) : (
              <Button iconName="edit" onClick={onEdit}>
                {AUTH_SCREEN_MSG.edit}
              </Button>
            )
          }
        >
          {title}
        </Header>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <SpaceBetween size="l">
          {children}
          {editing && (
            <Box float="right">
              <Button variant="primary" formAction="submit" loading={busy}>
                {AUTH_SCREEN_MSG.save}
              </Button>
            </Box>
          )}
        </SpaceBetween>
      </form>
    </Container>
  );
}
