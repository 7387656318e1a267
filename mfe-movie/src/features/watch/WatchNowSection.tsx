import { type MovieDetails } from '@marquee/contracts';
import { Section, tmdbImageUrl } from '@marquee/ui';
import styled from 'styled-components';
import { browserRegion, providerLink, streamingProviders } from './watchProviders';
import { WrapList } from '../../components/WrapList';

const ProviderLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs}
    ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
  }

  img {
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Credit = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Where the film streams in the visitor's country. Hidden when it streams nowhere there. */
export function WatchNowSection({ movie }: { movie: MovieDetails }) {
  const providers = streamingProviders(movie, browserRegion(navigator.languages));
  if (providers.length === 0) return null;
  return (
    <Section title="Watch Now">
      <WrapList>
        {providers.map((provider) => (
          <li key={provider.provider_id}>
            <ProviderLink
              href={providerLink(provider, movie.title)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Watch on ${provider.provider_name} (opens in a new tab)`}
            >
              {provider.logo_path && (
                <img
                  src={tmdbImageUrl(provider.logo_path, 'w92')}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  decoding="async"
                />
              )}
              {provider.provider_name}
            </ProviderLink>
          </li>
        ))}
      </WrapList>
      {/* TMDB's terms: the availability data comes from JustWatch and must say so. */}
      <Credit>
        Streaming data by{' '}
        <a href="https://www.justwatch.com" target="_blank" rel="noopener noreferrer">
          JustWatch
        </a>
      </Credit>
    </Section>
  );
}
