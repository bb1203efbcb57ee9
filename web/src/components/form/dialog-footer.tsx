/**
 * The footer of a dialog that asks and acts (a form dialog, the confirmation dialog): the cancel
 * link (disabled while the action runs) and the primary button, right-aligned.
 *
 *   footer={<DialogFooter cancelLabel={AUTH_SCREEN_MSG.cancel} submitLabel={AUTH_SCREEN_MSG.save} busy={busy} onCancel={onClose} onSubmit={...} />}
 */
import Box from '@cloudscape-design/components/box';
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

export interface DialogFooterProps {
  cancelLabel: string;
  submitLabel: string;
  /** The action runs: the cancel link is disabled, the primary button spins. */
  busy: boolean;
  /** The primary button spins for more than the action (an upload running); `busy` by default. */
  loading?: boolean;
  /** The primary button may not be pressed yet (a required field is empty). */
  disabled?: boolean;
  /** `none` when the form's own submit is the button's click (Cloudscape's type="button"). */
  formAction?: ButtonProps['formAction'];
  onCancel: () => void;
  onSubmit: () => void;
}

export function DialogFooter({ cancelLabel, submitLabel, busy, loading = busy, disabled, formAction, onCancel, onSubmit }: DialogFooterProps) {
  return (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant="link" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="primary" formAction={formAction} loading={loading} disabled={disabled} onClick={onSubmit}>
          {submitLabel}
        </Button>
      </SpaceBetween>
    </Box>
  );
}
