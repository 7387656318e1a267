import styled from 'styled-components';
import { Skeleton } from './Skeleton';
import { theme } from './theme';

const Shape = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

const PosterShape = styled(Skeleton)`
  aspect-ratio: 2 / 3;
  height: auto;
`;

/** The shape of a MovieCard while its film is loading. */
export function MovieCardSkeleton() {
  return (
    <Shape aria-hidden="true" data-testid="movie-card-skeleton">
      <PosterShape $radius="10px" />
      <Skeleton $width="80%" $height="1rem" />
      <Skeleton $width="45%" $height="0.8rem" />
    </Shape>
  );
}
