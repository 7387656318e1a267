import { LineIcon, Poster, theme } from '@marquee/ui';
import styled from 'styled-components';
import { LIST_LIMITS } from '@marquee/contracts/listLimits';

const Covers = styled.div`
  display: grid;
  grid-template-columns: repeat(${LIST_LIMITS.coverPosters}, 1fr);
  width: 7.5rem;
  flex-shrink: 0;
  border-radius: ${theme.radii.sm};
  overflow: hidden;
  background: ${theme.colors.surfaceRaised};
  aspect-ratio: ${LIST_LIMITS.coverPosters * 2} / 3;

  ${theme.media.mobile} {
    width: 5rem;
  }
`;

/* A list with no posters yet shows a sign of a list instead of an empty frame, its bullets at the start. */
const NoPosters = styled(Covers)`
  display: grid;
  grid-template-columns: 1fr;
  place-items: center;
  color: ${theme.colors.textMuted};

  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

/** A list's first posters side by side, as its cover; empty slots stay blank. */
export function ListCovers({ posters, name }: { posters: string[]; name: string }) {
  if (posters.length === 0) {
    return (
      <NoPosters aria-hidden="true">
        <LineIcon d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" size={22} />
      </NoPosters>
    );
  }
  return (
    <Covers aria-hidden="true">
      {posters.slice(0, LIST_LIMITS.coverPosters).map((path) => (
        <Poster key={path} path={path} title={name} sizes="2rem" alt="" />
      ))}
    </Covers>
  );
}
