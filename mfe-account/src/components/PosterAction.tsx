import { Spinner, tint, theme } from '@marquee/ui';
import styled from 'styled-components';

/*
 * The round buttons placed on a film's poster (watchlist, mark as watched) and, labelled, among the movie
 * page's actions; a message bubble under one says what went wrong.
 */

export const PosterActionAnchor = styled.span`
  position: relative;
  display: inline-flex;
`;

export const PosterActionButton = styled.button<{ $active: boolean; $labelled: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  min-width: 2.5rem;
  height: 2.5rem;
  padding: ${({ $labelled }) => ($labelled ? `0 ${theme.space.md}` : '0')};
  border: 1px solid ${({ $active }) => ($active ? theme.colors.accent : theme.colors.border)};
  border-radius: ${theme.radii.pill};
  font-weight: ${theme.fontWeights.bold}; /* as the buttons beside it on the movie page */
  white-space: nowrap;
  background: ${({ $active }) => ($active ? theme.colors.accent : tint(theme.colors.background, 72))};
  color: ${({ $active }) => ($active ? theme.colors.onAccent : theme.colors.text)};
  backdrop-filter: blur(6px);
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.4);
  cursor: pointer;
  transition:
    background ${theme.transitions.fast},
    transform ${theme.transitions.fast};

  &:hover {
    transform: scale(1.06);
    border-color: ${theme.colors.accent};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const PosterActionSpinner = styled(Spinner)`
  padding: 0;
`;

export const PosterActionMessage = styled.p`
  position: absolute;
  top: calc(100% + ${theme.space.xxs});
  inset-inline-end: 0;
  z-index: 2;
  width: max-content;
  max-width: 12rem;
  padding: ${`${theme.space.xxs} ${theme.space.xs}`};
  border: 1px solid ${tint(theme.colors.danger, 55)};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.xs};
  line-height: ${theme.lineHeights.normal};
  box-shadow: ${theme.shadows.raised};
`;
