import { type CastMember } from '@marquee/contracts';
import { placeholderImageSrc, Section, tmdbImageUrl, theme } from '@marquee/ui';
import styled from 'styled-components';
import { DETAIL_LIMITS } from '../../components/detailLimits';
import { SectionLink } from '../../components/SectionLink';
import { type useSubPages } from '../../components/useSubPages';
import { useMovieMessages } from '../../messages';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.tabletUp} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const Person = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  min-width: 0;

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 2 / 3;
    object-fit: cover;
    margin-bottom: ${theme.space.xs};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
  }
`;

const Name = styled.span`
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.tight};
`;

const Character = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

export interface CastSectionProps {
  cast: CastMember[];
  subPages: ReturnType<typeof useSubPages>;
}

/** The first billed actors, with the way to the full cast and crew. Hidden without a cast. */
export function CastSection({ cast, subPages }: CastSectionProps) {
  const { t } = useMovieMessages();
  if (cast.length === 0) return null;
  const billed = [...cast].sort((a, b) => a.order - b.order).slice(0, DETAIL_LIMITS.cast);
  const viewFull = cast.length > DETAIL_LIMITS.cast && (
    <SectionLink {...subPages.linkProps('movieCast')}>
      {t('cast.viewAll', { count: cast.length })}
    </SectionLink>
  );
  return (
    <Section title={t('cast.title')} action={viewFull}>
      <Grid>
        {billed.map((person) => (
          <Person key={person.credit_id}>
            <img
              src={
                person.profile_path
                  ? tmdbImageUrl(person.profile_path, 'w185')
                  : placeholderImageSrc({ kind: 'profile', title: person.name })
              }
              alt=""
              width={185}
              height={278}
              loading="lazy"
              decoding="async"
            />
            <Name>{person.name}</Name>
            {person.character && <Character>{person.character}</Character>}
          </Person>
        ))}
      </Grid>
    </Section>
  );
}
