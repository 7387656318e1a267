import { Poster } from '@marquee/ui';
import styled from 'styled-components';
import { LIST_RULES } from './listRules';

const Covers = styled.div`
  display: grid;
  grid-template-columns: repeat(${LIST_RULES.coverPosters}, 1fr);
  width: 7.5rem;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  aspect-ratio: ${LIST_RULES.coverPosters * 2} / 3;

  ${({ theme }) => theme.media.mobile} {
    width: 5rem;
  }
`;

/** A list's first posters side by side, as its cover; empty slots stay blank. */
export function ListCovers({ posters, name }: { posters: string[]; name: string }) {
  return (
    <Covers aria-hidden="true">
      {posters.slice(0, LIST_RULES.coverPosters).map((path) => (
        <Poster key={path} path={path} title={name} sizes="2rem" alt="" />
      ))}
    </Covers>
  );
}
