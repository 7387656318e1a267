import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Button, EmptyState, useDocumentTitle } from '@marquee/ui';
import { PageFrame } from '../../components/PageFrame';
import { useBrowseMessages } from '../../messages';

/** /category/{anything else}: docs/product.md §2 Category's message, with the way home. */
export function CategoryNotFound({ testId }: { testId: string }) {
  const { t } = useBrowseMessages();
  useDocumentTitle(t('category.notFound'));
  return (
    <PageFrame data-testid={testId}>
      <EmptyState
        level={1}
        title={t('category.notFound')}
        message={t('category.notFoundMessage')}
        action={
          <Button as={Link} to={pageHref('home')}>
            {t('category.goHome')}
          </Button>
        }
      />
    </PageFrame>
  );
}
