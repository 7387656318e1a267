import { type WatchlistItem } from '@marquee/contracts';
import { Button, Poster } from '@marquee/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
`;

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const PosterFrame = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.35);
  transition: transform ${({ theme }) => theme.transitions.normal};

  ${CardLink}:hover &, ${CardLink}:focus-visible & {
    transform: translateY(-4px);
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Meta = styled.p`
  display: grid;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RemoveButton = styled(Button)`
  margin-top: auto;
  align-self: flex-start;
`;

const addedDate = (addedAt: string) =>
  new Date(addedAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export interface WatchlistCardProps {
  item: WatchlistItem;
  onRemove(): void;
}

/** A film on the watchlist: poster, title, year and when it was added, linking to its page. */
export function WatchlistCard({ item, onRemove }: WatchlistCardProps) {
  return (
    <Card>
      <CardLink to={`/movie/${item.movieId}`}>
        <PosterFrame>
          <Poster
            path={item.poster}
            title={item.title}
            year={item.year}
            sizes="(max-width: 767px) 45vw, (max-width: 1279px) 22vw, 200px"
            alt=""
          />
        </PosterFrame>
        <Title>{item.title}</Title>
        <Meta>
          {item.year && <span>{item.year}</span>}
          <span>Added {addedDate(item.addedAt)}</span>
        </Meta>
      </CardLink>
      <RemoveButton $variant="secondary" $size="sm" aria-label={`Remove ${item.title}`} onClick={onRemove}>
        Remove
      </RemoveButton>
    </Card>
  );
}
