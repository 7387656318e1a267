import { type ProductionCompany } from '@marquee/contracts';
import { Section, tmdbImageUrl, theme } from '@marquee/ui';
import styled from 'styled-components';
import { WrapList } from '../../components/WrapList';
import { useMovieMessages } from '../../messages';

const Company = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 3.5rem;
  padding: ${theme.space.xs} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  /* Logos are drawn for light backgrounds: a light plate keeps dark ones visible. */
  img {
    width: auto;
    height: 1.75rem;
    max-width: 6rem;
    object-fit: contain;
    padding: 0.2rem 0.4rem;
    border-radius: ${theme.radii.sm};
    background: #f2ede6;
  }
`;

const Country = styled.span`
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
`;

/** Who made the film. Hidden when TMDB names nobody. */
export function CompaniesSection({ companies }: { companies: ProductionCompany[] }) {
  const { t } = useMovieMessages();
  if (companies.length === 0) return null;
  return (
    <Section title={t('companies.title')}>
      <WrapList>
        {companies.map((company) => (
          <Company key={company.id}>
            {company.logo_path && (
              <img
                src={tmdbImageUrl(company.logo_path, 'w92')}
                alt=""
                width={92}
                height={28}
                loading="lazy"
                decoding="async"
              />
            )}
            <span>{company.name}</span>
            {company.origin_country && <Country>{company.origin_country}</Country>}
          </Company>
        ))}
      </WrapList>
    </Section>
  );
}
