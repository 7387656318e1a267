import { useMyImports } from '@marquee/client';
import type { ImportSummary } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Alert, formatDate, Section, theme } from '@marquee/ui';
import styled from 'styled-components';
import { errorMessage } from '../../components/messages';
import { type DiaryTranslate, useDiaryMessages } from '../../messages/diary';
import { formatLabel } from './formatLabels';

const List = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.xxs} ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** An import's outcome in a few words, for the list. */
function outcome(summary: ImportSummary, t: DiaryTranslate): string {
  switch (summary.status) {
    case 'done':
      return t('past.imported', { count: summary.applied });
    case 'needs_review':
      return t('past.toReview', { count: summary.needsReview });
    case 'failed':
      return t('past.failed');
    default:
      return t('past.inProgress');
  }
}

/** The detected format, when there is one, and when the file was sent. */
function sentOn({ format, createdAt }: ImportSummary, t: DiaryTranslate): string {
  const date = formatDate(createdAt, 'dateTime');
  return format ? t('past.formatAndDate', { format: formatLabel(format, t), date }) : date;
}

/** The user's imports, newest first, each opening its progress or its rows to review. */
export function PastImports() {
  const { t } = useDiaryMessages();
  const imports = useMyImports();
  const list = imports.data ?? [];
  if (imports.error) {
    return <Alert tone="error">{errorMessage(imports.error, t('past.failedToLoad'))}</Alert>;
  }
  if (list.length === 0) return null;
  return (
    <Section title={t('past.title')}>
      <List>
        {list.map((summary) => (
          <Item key={summary.id}>
            <span>
              <Link to={pageHref('importDetails', { importId: summary.id })}>{summary.fileName}</Link>{' '}
              <Muted>{sentOn(summary, t)}</Muted>
            </span>
            <span>{outcome(summary, t)}</span>
          </Item>
        ))}
      </List>
    </Section>
  );
}
