import { pageHref } from '@marquee/contracts/pages';
import { Logo } from '@marquee/ui';
import { primaryLinks, secondaryLinks } from '../navLinks';
import { SearchBox } from '../SearchBox';
import { AccountBar } from './AccountBar';
import { LinkItems } from './LinkItems';
import { MobileMenu } from './MobileMenu';
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
import { useAccountLinks } from './useAccountLinks';

/**
 * The fixed navigation bar (docs/product.md §2). Desktop: every link inline. Tablet: the primary links inline,
 * the rest in a dropdown. Phone: the logo and a menu button opening a panel with every link and the search box.
 */
export function NavBar() {
  const account = useAccountLinks();

  return (
    <Header>
      <Bar>
        <Brand to={pageHref('home')}>
          <Logo size={28} />
        </Brand>

        <InlineNav aria-label="Main">
          <InlineList>
            <LinkItems items={primaryLinks} link={InlineLink} />
            <LinkItems items={secondaryLinks} item={DesktopItem} link={InlineLink} />
          </InlineList>
        </InlineNav>

        <InlineSearch>
          <SearchBox />
        </InlineSearch>

        <AccountBar {...account} />
        <MobileMenu {...account} />
      </Bar>
    </Header>
  );
}
