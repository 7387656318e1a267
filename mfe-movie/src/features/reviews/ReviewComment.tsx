import type { Language } from '@marquee/contracts/languages';
import { truncateText, theme } from '@marquee/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { COMMENT_PREVIEW_LENGTH } from './reviewRules';
import { userText } from './userText';
import { useMovieMessages } from '../../messages';

const Text = styled.p`
  color: ${theme.colors.text};
  line-height: ${theme.lineHeights.normal};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Toggle = styled.button.attrs({ type: 'button' })`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.accent};
  font: inherit;
  font-weight: ${theme.fontWeights.bold};
  cursor: pointer;

  &:hover {
    color: ${theme.colors.accentHover};
  }
`;

export interface ReviewCommentProps {
  comment: string;
  /** The language it is written in, when known. */
  language?: Language;
  /** cut: the movie page's short form ending in '...'; fold: the reviews page's Read more / Show less. */
  long: 'cut' | 'fold';
}

/** A review's text, shortened to 300 characters when longer (docs/product.md §9). */
export function ReviewComment({ comment, language, long }: ReviewCommentProps) {
  const { t } = useMovieMessages();
  const [expanded, setExpanded] = useState(false);
  const isLong = comment.length > COMMENT_PREVIEW_LENGTH;
  const text = (shown: string) => <Text {...userText(language)}>{shown}</Text>;
  if (!isLong || long === 'cut') return text(truncateText(comment, COMMENT_PREVIEW_LENGTH));
  return (
    <>
      {text(expanded ? comment : truncateText(comment, COMMENT_PREVIEW_LENGTH))}
      <Toggle aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
        {expanded ? t('reviews.showLess') : t('reviews.readMore')}
      </Toggle>
    </>
  );
}
