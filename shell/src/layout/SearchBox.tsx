import { pageHref } from '@marquee/contracts/pages';
import { searchTermAtom } from '@marquee/client';
import { useNavigate } from '@marquee/router';
import { VisuallyHidden, tint, theme } from '@marquee/ui';
import { useAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useShellMessages } from '../messages';

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
`;

const Input = styled.input`
  width: 100%;
  height: 2.5rem;
  padding-block: 0;
  padding-inline: ${theme.space.md} 2.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${tint(theme.colors.wash, 6)};
  color: ${theme.colors.text};
  transition:
    border-color ${theme.transitions.fast},
    background ${theme.transitions.fast};

  &::placeholder {
    color: ${theme.colors.textMuted};
  }
  &:hover {
    border-color: ${theme.colors.borderStrong};
  }
  &:focus {
    background: ${tint(theme.colors.wash, 9)};
    border-color: ${theme.colors.accent};
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const Submit = styled.button`
  position: absolute;
  inset-inline-end: 0.25rem;
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    color: ${theme.colors.accent};
  }
`;

/** The navigation bar's search: sets the search term and opens the search page for it. */
export function SearchBox() {
  const { t } = useShellMessages();
  const inputId = useId();
  const navigate = useNavigate();
  const [searchTerm, setSearchTerm] = useAtom(searchTermAtom);
  const [draft, setDraft] = useState(searchTerm);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = draft.trim();
    if (term === '') return;
    setSearchTerm(term);
    navigate(pageHref('search', {}, { q: term }));
  };

  return (
    <Form role="search" onSubmit={onSubmit}>
      <label htmlFor={inputId}>
        <VisuallyHidden>{t('search.label')}</VisuallyHidden>
      </label>
      <Input
        id={inputId}
        type="search"
        name="q"
        placeholder={t('search.placeholder')}
        autoComplete="off"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Submit type="submit">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <VisuallyHidden>{t('search.submit')}</VisuallyHidden>
      </Submit>
    </Form>
  );
}
