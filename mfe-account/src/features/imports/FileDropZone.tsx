import { useId, useState, type DragEvent } from 'react';
import { tint, theme } from '@marquee/ui';
import styled, { css } from 'styled-components';
import { useDiaryMessages } from '../../messages/diary';
import { ACCEPTED_EXTENSIONS } from './importLimits';

const Zone = styled.div<{ $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.xl} ${theme.space.lg};
  border: 2px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  text-align: center;
  transition: border-color ${theme.transitions.fast};
  ${({ $dragging }) =>
    $dragging &&
    css`
      border-color: ${theme.colors.accent};
      background: ${tint(theme.colors.accent, 8)};
    `}
`;

// The input stays in the tab order and takes the keyboard (Enter or Space opens the picker); the
// label is what people see and click.
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

const PickButton = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${theme.space.lg};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font-weight: ${theme.fontWeights.bold};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.accentHover};
  }
  ${FileInput}:focus-visible + & {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 3px;
  }
  ${FileInput}:disabled + & {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Lead = styled.p`
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
`;

const Hint = styled.p`
  max-width: 34rem;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

export interface FileDropZoneProps {
  onFile(file: File): void;
  disabled?: boolean;
}

/** Where a file is dropped, or picked with the button (a label of the file input, so keyboards reach it). */
export function FileDropZone({ onFile, disabled = false }: FileDropZoneProps) {
  const { t } = useDiaryMessages();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  }

  return (
    <Zone
      $dragging={dragging}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <Lead>{t('dropZone.lead')}</Lead>
      <FileInput
        id={inputId}
        type="file"
        accept={ACCEPTED_EXTENSIONS.join(',')}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again (after fixing it) is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <PickButton htmlFor={inputId}>{t('dropZone.choose')}</PickButton>
      <Hint id={hintId}>{t('dropZone.hint')}</Hint>
    </Zone>
  );
}
