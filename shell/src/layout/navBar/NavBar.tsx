import { pageHref } from '@marquee/contracts/pages';
import { Logo } from '@marquee/ui';
import { useShellMessages } from '../../messages';
import { primaryLinks, secondaryLinks } from '../navLinks';
import { SearchBox } from '../SearchBox';
import { AccountBar } from './AccountBar';
import { LinkItems } from './LinkItems';
import { MobileMenu } from './MobileMenu';
import { NotificationBell } from './NotificationBell';
import {
  Bar,
  Brand,
  DesktopItem,
  Header,
  InlineLink,
  InlineList,
  InlineNav,
  InlineSearch,
} from './navBarStyles';
import { ThemeToggle } from './ThemeToggle';
import { useCrowdedBar } from './useCrowdedBar';
import { useAccountLinks } from './useAccountLinks';

/** A signed-in phone bar (logo, bell, menu, theme) needs this many pixels with the logo's name. */
const FULL_LOGO_MIN_WIDTH = 360;

/**
 * The fixed navigation bar (docs/product.md §2). Desktop: every link inline. Tablet, and a desktop bar too
 * crowded for every link in the language shown: the primary links inline, the rest in a dropdown; a tablet
 * bar still too crowded moves the primary links into the dropdown too (useCrowdedBar). Phone: the logo and
 * a menu button opening a panel with every link and the search box.
 * The theme switch ends the bar at every width.
 */
export function NavBar() {
  const account = useAccountLinks();
  const { t, language } = useShellMessages();
  const [bar, crowding] = useCrowdedBar(`${language} ${account.links.map((link) => link.to).join(' ')}`);

  return (
    <Header data-crowded={crowding === 'none' ? undefined : crowding}>
      <Bar ref={bar}>
        <Brand to={pageHref('home')}>
          <Logo size={28} markOnlyBelow={FULL_LOGO_MIN_WIDTH} />
        </Brand>

        <InlineNav aria-label={t('nav.main')}>
          <InlineList>
            <LinkItems items={primaryLinks} link={InlineLink} />
            <LinkItems items={secondaryLinks} item={DesktopItem} link={InlineLink} />
          </InlineList>
        </InlineNav>

        <InlineSearch>
          <SearchBox />
        </InlineSearch>

        <NotificationBell />
        <AccountBar {...account} />
        <MobileMenu {...account} />
        <ThemeToggle />
      </Bar>
    </Header>
  );
}
