import styled from 'styled-components';
import { Heading } from './Heading';
import { useUiMessages } from './messages';
import { tint } from './palettes';
import { theme } from './theme';

const Stage = styled.section`
  position: relative;
  padding: ${theme.space['2xl']} ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background:
    radial-gradient(120% 80% at 50% 0%, ${tint(theme.colors.accent, 12)}, transparent 60%),
    ${theme.colors.surface};
  text-align: center;
  overflow: hidden;

  &::before {
    /* a row of marquee bulbs along the top edge */
    content: '';
    position: absolute;
    inset: 12px 20px auto;
    height: 6px;
    background: radial-gradient(circle, ${theme.colors.accent} 2px, transparent 2.5px) 0 0 / 18px 6px repeat-x;
    opacity: 0.55;
  }
`;

const Note = styled.p`
  margin-top: ${theme.space.sm};
  color: ${theme.colors.textMuted};
`;

export interface PlaceholderPanelProps {
  /** The name of what is not built yet, shown as the heading. */
  title: string;
  level?: 1 | 2 | 3;
  /** What it is, for the note: "This page arrives with its feature." */
  kind?: 'page' | 'part';
  testId?: string;
}

/** Stands in for a screen or a widget whose real version arrives with its feature. */
export function PlaceholderPanel({ title, level = 2, kind = 'part', testId }: PlaceholderPanelProps) {
  const { t } = useUiMessages();
  return (
    <Stage data-testid={testId}>
      <Heading level={level} size={level === 1 ? '3xl' : 'xl'}>
        {title}
      </Heading>
      <Note>{t(kind === 'page' ? 'placeholder.page' : 'placeholder.part')}</Note>
    </Stage>
  );
}
