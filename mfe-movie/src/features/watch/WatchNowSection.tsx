import { type MovieDetails } from '@marquee/contracts';
import { Section, tmdbImageUrl, theme } from '@marquee/ui';
import styled from 'styled-components';
import { browserRegion, providerLink, streamingProviders } from './watchProviders';
import { WrapList } from '../../components/WrapList';
import { useMovieMessages } from '../../messages';

const ProviderLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding-block: ${theme.space.xs};
  padding-inline: ${theme.space.xs} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.bold};

  &:hover {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.text};
  }

  img {
    border-radius: ${theme.radii.sm};
  }
`;

const Credit = styled.p`
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
`;

/** Where the film streams in the visitor's country. Hidden when it streams nowhere there. */
export function WatchNowSection({ movie }: { movie: MovieDetails }) {
  const { t } = useMovieMessages();
  const providers = streamingProviders(movie, browserRegion(navigator.languages));
  if (providers.length === 0) return null;
  return (
    <Section title={t('watch.title')}>
      <WrapList>
        {providers.map((provider) => (
          <li key={provider.provider_id}>
            <ProviderLink
              href={providerLink(provider, movie.title)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('watch.provider', { provider: provider.provider_name })}
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
      {/* TMDB's terms: the availability data comes from JustWatch and must say so (last in every language). */}
      <Credit>
        {t('watch.credit')}{' '}
        <a href="https://www.justwatch.com" target="_blank" rel="noopener noreferrer">
          JustWatch
        </a>
      </Credit>
    </Section>
  );
}
