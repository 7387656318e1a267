import { Button, VisuallyHidden, tint, theme } from '@marquee/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useBrowseMessages } from '../../messages';

const Form = styled.form`
  display: flex;
  /*
   * Where the placeholder and the button do not fit on one line (a phone, a long language), the button
   * wraps under the box, as wide as it; on one line the box takes nearly all the room.
   */
  flex-wrap: wrap;

  > button {
    flex: 1 0 auto;
  }
  gap: ${theme.space.xs};
  width: 100%;
  max-width: 40rem;
`;

const Input = styled.input`
  flex: 10 1 11rem;
  min-width: 0;
  height: 2.75rem;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${tint(theme.colors.wash, 6)};

  &:focus {
    border-color: ${theme.colors.accent};
  }
`;

export interface GenreSearchBoxProps {
  /** The applied search term, the box's starting text. */
  initialTerm: string;
  /** Called with the trimmed term; a blank term is ignored (docs/product.md §2). */
  onSearch: (term: string) => void;
}

/** The genres page's search: Enter or the button applies the term at once. */
export function GenreSearchBox({ initialTerm, onSearch }: GenreSearchBoxProps) {
  const { t } = useBrowseMessages();
  const inputId = useId();
  const [term, setTerm] = useState(initialTerm);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed !== '') onSearch(trimmed);
  };

  return (
    <Form role="search" aria-label={t('genres.searchForm')} onSubmit={onSubmit}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        {t('genres.searchLabel')}
      </VisuallyHidden>
      <Input
        id={inputId}
        type="search"
        placeholder={t('genres.searchPlaceholder')}
        autoComplete="off"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <Button type="submit">{t('genres.searchSubmit')}</Button>
    </Form>
  );
}
