import { useLocation } from '@marquee/router';
import { useCallback, useId, useRef, useState } from 'react';
import { useShellMessages } from '../../messages';
import { primaryLinks, secondaryLinks } from '../navLinks';
import { SearchBox } from '../SearchBox';
import { LinkItems } from './LinkItems';
import {
  Divider,
  MenuButton,
  MenuButtonText,
  MenuPanel,
  PanelButton,
  PanelLink,
  PanelList,
  PanelSearch,
  PhoneItem,
} from './mobileMenuStyles';
import { type AccountLinks } from './useAccountLinks';
import { useDismiss } from './useDismiss';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * Below desktop width: the Menu button and the panel it discloses. Phones get every link and the search
 * box in a full-height sheet; tablets, which show the primary links and the search inline, a dropdown with
 * the rest. The account entries are the same list the desktop bar shows.
 */
export function MobileMenu({ links: accountLinks, logout }: AccountLinks) {
  const { t } = useShellMessages();
  const location = useLocation();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // The menu belongs to the location it was opened at, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const close = useCallback(() => setOpenAt(null), []);
  useDismiss({ open, onDismiss: close, button, panel });

  return (
    <>
      <MenuButton
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        <MenuIcon open={open} />
        <MenuButtonText>{t('nav.menu')}</MenuButtonText>
      </MenuButton>

      {open && (
        <MenuPanel id={menuId} ref={panel}>
          <PanelSearch>
            <SearchBox />
          </PanelSearch>
          <nav aria-label={t('nav.menu')}>
            <PanelList>
              <LinkItems items={primaryLinks} item={PhoneItem} link={PanelLink} />
              <LinkItems items={secondaryLinks} link={PanelLink} />
            </PanelList>
            <Divider />
            <PanelList>
              <LinkItems items={accountLinks} link={PanelLink} />
              {logout && (
                <li>
                  <PanelButton type="button" onClick={logout}>
                    {t('nav.logout')}
                  </PanelButton>
                </li>
              )}
            </PanelList>
          </nav>
        </MenuPanel>
      )}
    </>
  );
}
