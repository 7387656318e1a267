import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Container, LineIcon, Logo, theme } from '@marquee/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useShellMessages } from '../messages';
import { LanguagePicker } from './LanguagePicker';
import { primaryLinks, secondaryLinks } from './navLinks';
import { useNavLabel } from './useNavLabel';

const Root = styled.footer`
  margin-top: ${theme.space['3xl']};
  border-top: 1px solid ${theme.colors.border};
  background: linear-gradient(180deg, ${theme.colors.surface}, ${theme.colors.background});
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.lg};
  padding-block: ${theme.space.xl} ${theme.space.lg};
`;

const About = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  max-width: 24rem;
`;

const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${theme.colors.textMuted};
  }
  a:hover {
    color: ${theme.colors.text};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding-block: ${theme.space.md};
  /* keeps the row clear of the scroll-to-top button (ScrollToTopButton: 3rem wide, 1.5rem from the
     right edge), which floats over the page's bottom corner */
  padding-inline-end: 4.5rem;
  border-top: 1px solid ${theme.colors.border};
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.xxs} ${theme.space.xs};
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    color: ${theme.colors.accent};
  }
  svg {
    transition: transform ${theme.transitions.normal};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const More = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: ${theme.space.lg};
  padding-block: ${theme.space.lg};
  border-top: 1px solid ${theme.colors.border};

  h2 {
    margin-bottom: ${theme.space.xs};
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  p + p {
    margin-top: ${theme.space.xs};
  }
`;

/** The page footer: the product, its links, and more about it behind a toggle. */
export function Footer() {
  const moreId = useId();
  const [expanded, setExpanded] = useState(false);
  const { t } = useShellMessages();
  const labelOf = useNavLabel();

  return (
    <Root>
      <Container>
        <Top>
          <About>
            <Logo size={26} />
            <p>{t('footer.tagline')}</p>
          </About>
          <nav aria-label={t('footer.nav')}>
            <LinkList>
              {[...primaryLinks, ...secondaryLinks].map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{labelOf(item.label)}</Link>
                </li>
              ))}
            </LinkList>
          </nav>
        </Top>

        {expanded && (
          <More id={moreId}>
            <section>
              <h2>{t('footer.aboutTitle')}</h2>
              <p>{t('footer.about')}</p>
            </section>
            <section>
              <h2>{t('footer.dataTitle')}</h2>
              <p>
                {t('footer.dataSource')}
                <a href="https://www.themoviedb.org/" target="_blank" rel="noreferrer">
                  themoviedb.org
                </a>
                {t('footer.dataSourceEnd')}
              </p>
              <p>{t('footer.tmdbNotice')}</p>
            </section>
            <section>
              <h2>{t('footer.accountTitle')}</h2>
              <LinkList>
                <li>
                  <Link to={pageHref('profile')}>{t('footer.profile')}</Link>
                </li>
                <li>
                  <Link to={pageHref('forgotPassword')}>{t('footer.forgotPassword')}</Link>
                </li>
                <li>
                  <Link to={pageHref('resendVerification')}>{t('footer.resendVerification')}</Link>
                </li>
              </LinkList>
            </section>
          </More>
        )}

        <Bottom>
          <span>© {new Date().getFullYear()} Marquee</span>
          <LanguagePicker />
          <Toggle
            type="button"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded((open) => !open)}
          >
            {t('footer.more')}
            <LineIcon d="m6 15 6-6 6 6" size={14} strokeWidth={2.4} joins="miter" />
          </Toggle>
        </Bottom>
      </Container>
    </Root>
  );
}
