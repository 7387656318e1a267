import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
} from '@floating-ui/react';
import { useAddListEntry, useMyLists, useRemoveListEntry, type WatchlistMovie } from '@marquee/client';
import type { List } from '@marquee/contracts';
import { Alert, theme } from '@marquee/ui';
import { type MouseEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAccountMessages } from '../../messages/account';
import { ListChoices } from './ListChoices';
import { NewListForm } from './NewListForm';
import { inShownOrder } from './orderAtOpen';

/** Room kept between the popover and the edges of the window. */
const EDGE_PX = 8;

const Panel = styled.div`
  z-index: ${theme.zIndices.menu};
  display: flex;
  flex-direction: column;
  width: 18rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${theme.shadows.raised};
  overflow: hidden;

  &:focus {
    outline: none;
  }
`;

const Title = styled.p`
  padding: ${`${theme.space.xs} ${theme.space.sm} 0`};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Messages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  padding: 0 ${theme.space.xs} ${theme.space.xs};
`;

const Status = styled.p`
  padding: 0 ${theme.space.xs};
  color: ${theme.colors.success};
  font-size: ${theme.fontSizes.sm};
`;

// The popover is a portal, but React passes its clicks up through the button's parents: a card's link
// must not take them.
const keepInside = (event: MouseEvent) => event.stopPropagation();

export interface AddToListMenuProps {
  movie: WatchlistMovie;
  /** The button that opened the menu: the popover sits beside it and focus goes back to it. */
  reference: HTMLElement;
  labelled: boolean;
  /** Opened from the keyboard: focus moves into the menu at once, as it does in a menu opened with keys. */
  fromKeyboard: boolean;
  /** The ids the button's `aria-controls` names: the menu, and the panel when it holds the new-list form. */
  panelId: string;
  menuId: string;
  creating: boolean;
  onCreatingChange: (creating: boolean) => void;
  onClose: () => void;
}

/**
 * The open "Add to list" popover: the signed-in user's lists, ticked where the film is, and "New list…".
 * A module of its own, loaded when a menu first opens: its positioning and focus library is a fifth of the
 * account widgets' code, and most visits never open a menu.
 */
export default function AddToListMenu({
  movie,
  reference,
  labelled,
  fromKeyboard,
  panelId,
  menuId,
  creating,
  onCreatingChange,
  onClose,
}: AddToListMenuProps) {
  const { t } = useAccountMessages();
  const movieId = String(movie.id);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const itemsRef = useRef<Array<HTMLElement | null>>([]);
  // The ids of the lists in the order they first came in since the menu opened.
  const [shownOrder, setShownOrder] = useState<string[] | null>(null);
  const lists = useMyLists({ containing: movieId });
  const add = useAddListEntry();
  const remove = useRemoveListEntry();

  const {
    refs: { setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference },
    placement: labelled ? 'bottom-start' : 'bottom-end',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(6),
      flip({ padding: EDGE_PX }),
      shift({ padding: EDGE_PX }),
      // On a narrow screen the popover shrinks to the window rather than running off it.
      size({
        padding: EDGE_PX,
        apply({ availableWidth, availableHeight, elements }) {
          elements.floating.style.maxWidth = `${Math.max(0, availableWidth)}px`;
          elements.floating.style.maxHeight = `${Math.max(160, availableHeight)}px`;
        },
      }),
    ],
  });
  const { getFloatingProps, getItemProps } = useInteractions([
    useDismiss(context),
    useListNavigation(context, {
      listRef: itemsRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
      enabled: !creating,
      focusItemOnOpen: fromKeyboard,
    }),
  ]);

  if (lists.data && shownOrder === null) setShownOrder(lists.data.map(({ id }) => id));
  const shownLists = lists.data && inShownOrder(lists.data, shownOrder ?? []);

  function settle(listId: string) {
    setBusy((current) => new Set([...current].filter((id) => id !== listId)));
  }

  function toggle(list: List) {
    if (busy.has(list.id)) return;
    setBusy((current) => new Set(current).add(list.id));
    setStatus('');
    setProblem('');
    const film = { listId: list.id, movieId };
    const names = { list: list.name };
    // One promise per choice: a mutate's own callbacks would answer only the latest of quick choices.
    const change = list.contains
      ? remove.mutateAsync(film).then(() => t('addToList.removed', names))
      : add.mutateAsync(film).then(() => t('addToList.added', names));
    const failed = list.contains ? 'addToList.removeFailed' : 'addToList.addFailed';
    // On a failure the tick has gone back already; the server's reason says why.
    change
      .then(setStatus, (error: Error) => setProblem(t(failed, { ...names, reason: error.message })))
      .finally(() => settle(list.id));
  }

  function created(list: List) {
    onCreatingChange(false);
    setActiveIndex(0);
    setStatus(t('addToList.made', { list: list.name }));
  }

  const itemProps = (index: number, props: Parameters<typeof getItemProps>[0]) =>
    getItemProps({
      ...props,
      tabIndex: activeIndex === index ? 0 : -1,
      ref: (node: HTMLButtonElement | null) => {
        itemsRef.current[index] = node;
      },
    });

  return (
    // In the page's main landmark, where its content is (a menu in <body> is in no region); no focus
    // guards (elements hidden from screen readers yet focusable): Tab out of the menu closes it.
    <FloatingPortal root={document.getElementById('main') ?? undefined} preserveTabOrder={false}>
      <FloatingFocusManager context={context} modal={false} guards={false} initialFocus={creating ? -1 : 0}>
        <Panel
          ref={setFloating}
          id={panelId}
          style={floatingStyles}
          {...(creating && { role: 'dialog', 'aria-label': t('addToList.newList') })}
          {...getFloatingProps({ onClick: keepInside })}
          // The arrow keys' orientation belongs to the menu inside, which is vertical by default.
          aria-orientation={undefined}
        >
          <Title aria-hidden="true">
            {creating ? t('addToList.newList') : t('addToList.addFilmTo', { title: movie.title })}
          </Title>
          {creating ? (
            <NewListForm movieId={movieId} onCancel={() => onCreatingChange(false)} onCreated={created} />
          ) : (
            <ListChoices
              id={menuId}
              label={t('addToList.choices', { title: movie.title })}
              lists={shownLists}
              busy={busy}
              itemProps={itemProps}
              onToggle={toggle}
              onNewList={() => onCreatingChange(true)}
            />
          )}
          <Messages>
            {lists.error && !creating && <Alert tone="error">{lists.error.message}</Alert>}
            {problem && <Alert tone="error">{problem}</Alert>}
            <Status role="status">{status}</Status>
          </Messages>
        </Panel>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
