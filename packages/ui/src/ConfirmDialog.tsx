import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { useUiMessages } from './messages';
import { Modal } from './Modal';
import { theme } from './theme';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.xs};
`;

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, the dialog's heading and name ("Promote Ada to admin?"). */
  title: string;
  /** What confirming will do, read as the dialog's description. */
  children: ReactNode;
  /** The confirming button's text: the action itself ("Promote"), never a bare OK. */
  confirmLabel: string;
  onConfirm(): void;
  /** Cancel, Escape, the close button or the backdrop: nothing happens. */
  onCancel(): void;
}

/** Asks before an action that changes something for someone else: a modal dialog with Cancel and the action. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useUiMessages();
  const descriptionId = useId();
  return (
    <Modal open={open} onClose={onCancel} title={title} describedBy={descriptionId}>
      <div id={descriptionId}>{children}</div>
      <Actions>
        <Button $variant="ghost" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </Actions>
    </Modal>
  );
}
