import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  size,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
} from '@floating-ui/react';
import {
  useAddListEntry,
  useMyLists,
  useRemoveListEntry,
  useSendToSignIn,
  useSignedInUserId,
  type RemoteWidgetProps,
} from '@marquee/client';
import type { List } from '@marquee/contracts';
import { Alert, theme } from '@marquee/ui';
import { type MouseEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { PosterActionAnchor, PosterActionButton } from '../components/PosterAction';
import { ListChoices } from '../features/addToList/ListChoices';
import { ListPlusIcon } from '../features/addToList/ListPlusIcon';
import { NewListForm } from '../features/addToList/NewListForm';
import { inShownOrder } from '../features/addToList/orderAtOpen';
import { useAccountMessages } from '../messages/account';

export type AddToListButtonProps = RemoteWidgetProps['mfe_account/AddToListButton'];

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

// The popover is a portal, but React passes its clicks up through this button's parents: a card's link
// must not take them.
const keepInside = (event: MouseEvent) => event.stopPropagation();

/**
 * "Add to list" (issue 22), beside the watchlist button on every film card and the movie page: a menu of
 * the signed-in user's lists, ticked where the film is, where a choice puts the film on a list or takes
 * it off, and "New list…" makes a list with the film on it. Guests are sent to sign in and come back.
 */
export default function AddToListButton({ movie, labelled = false }: AddToListButtonProps) {
  const { t } = useAccountMessages();
  const isAuthenticated = useSignedInUserId() !== undefined;
  const sendToSignIn = useSendToSignIn();
  const movieId = String(movie.id);
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const panelId = useId();
  const menuId = useId();
  const itemsRef = useRef<Array<HTMLElement | null>>([]);
  // The ids of the lists in the order they first came in since the menu opened.
  const [shownOrder, setShownOrder] = useState<string[] | null>(null);
  const lists = useMyLists({ containing: movieId, enabled: open });
  const add = useAddListEntry();
  const remove = useRemoveListEntry();

  function changeOpen(next: boolean) {
    setOpen(next);
    setCreating(false);
    setStatus('');
    setProblem('');
    setShownOrder(null);
  }

  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: changeOpen,
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
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context, { enabled: isAuthenticated }),
    useDismiss(context),
    useListNavigation(context, {
      listRef: itemsRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
      enabled: !creating,
    }),
  ]);

  if (lists.data && shownOrder === null) setShownOrder(lists.data.map(({ id }) => id));
  const shownLists = lists.data && inShownOrder(lists.data, shownOrder ?? []);

  function press(event: MouseEvent) {
    // The button may sit inside a film's link: using it must not also open the film.
    event.preventDefault();
    event.stopPropagation();
    if (!isAuthenticated) sendToSignIn();
  }

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
    setCreating(false);
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

  const action = t('addToList.action');
  return (
    <PosterActionAnchor>
      <PosterActionButton
        ref={setReference}
        type="button"
        $active={open}
        $labelled={labelled}
        aria-label={action}
        aria-haspopup={isAuthenticated ? 'menu' : undefined}
        aria-expanded={isAuthenticated ? open : undefined}
        aria-controls={open ? (creating ? panelId : menuId) : undefined}
        title={action}
        {...getReferenceProps({ onClick: press })}
      >
        <ListPlusIcon />
        {labelled && <span>{action}</span>}
      </PosterActionButton>
      {open && (
        // In the page's main landmark, where its content is (a menu in <body> is in no region); no focus
        // guards (elements hidden from screen readers yet focusable): Tab out of the menu closes it.
        <FloatingPortal root={document.getElementById('main') ?? undefined} preserveTabOrder={false}>
          <FloatingFocusManager
            context={context}
            modal={false}
            guards={false}
            initialFocus={creating ? -1 : 0}
          >
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
                <NewListForm movieId={movieId} onCancel={() => setCreating(false)} onCreated={created} />
              ) : (
                <ListChoices
                  id={menuId}
                  label={t('addToList.choices', { title: movie.title })}
                  lists={shownLists}
                  busy={busy}
                  itemProps={itemProps}
                  onToggle={toggle}
                  onNewList={() => setCreating(true)}
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
      )}
    </PosterActionAnchor>
  );
}
