import { useMyImports } from '@marquee/client';
import type { ImportSummary } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Alert, countOf, formatDate, Section } from '@marquee/ui';
import styled from 'styled-components';
import { errorMessage } from '../../components/messages';
import { formatLabels } from './formatLabels';

const List = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** An import's outcome in a few words, for the list. */
function outcome(summary: ImportSummary): string {
  switch (summary.status) {
    case 'done':
      return `${countOf(summary.applied, 'row')} imported`;
    case 'needs_review':
      return `${countOf(summary.needsReview, 'row')} to review`;
    case 'failed':
      return 'Failed, nothing imported';
    default:
      return 'In progress';
  }
}

/** The user's imports, newest first, each opening its progress or its rows to review. */
export function PastImports() {
  const imports = useMyImports();
  const list = imports.data ?? [];
  if (imports.error) {
    return <Alert tone="error">{errorMessage(imports.error, 'Failed to load your imports')}</Alert>;
  }
  if (list.length === 0) return null;
  return (
    <Section title="Your imports">
      <List>
        {list.map((summary) => (
          <Item key={summary.id}>
            <span>
              <Link to={pageHref('importDetails', { importId: summary.id })}>{summary.fileName}</Link>{' '}
              <Muted>
                {summary.format ? `${formatLabels[summary.format]}, ` : ''}
                {formatDate(summary.createdAt, 'dateTime')}
              </Muted>
            </span>
            <span>{outcome(summary)}</span>
          </Item>
        ))}
      </List>
    </Section>
  );
}
