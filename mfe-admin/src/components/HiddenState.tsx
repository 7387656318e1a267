import { formatDate } from '@marquee/ui';
import styled from 'styled-components';
import { Muted } from './Table';

const Hidden = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
  white-space: nowrap;
`;

/** Whether an admin hid a list or a profile, and since when. */
export function HiddenState({ hiddenAt }: { hiddenAt: string | null }) {
  return hiddenAt ? <Hidden>Hidden since {formatDate(hiddenAt, 'medium')}</Hidden> : <Muted>Shown</Muted>;
}
