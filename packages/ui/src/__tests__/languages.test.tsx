import { switchLanguage } from '@marquee/i18n';
import { MemoryRouter } from '@marquee/router/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { MovieRow } from '../MovieRow';
import { PasswordField } from '../PasswordField';
import { Rating } from '../Rating';
import { StarRating } from '../StarRating';
import { StarRatingInput } from '../StarRatingInput';
import { Tabs } from '../Tabs';
import { ThemeProvider } from '../ThemeProvider';

// The design system speaks the language every app is switched to (docs/architecture.md, "Languages").

const renderThemed = (children: ReactNode) => render(<ThemeProvider>{children}</ThemeProvider>);

afterEach(() => switchLanguage('en'));

test('a confirmation in Spanish: its buttons speak Spanish, the caller’s texts stay its own', async () => {
  await switchLanguage('es');
  renderThemed(
    <ConfirmDialog
      open
      title="¿Borrar la lista?"
      confirmLabel="Borrar"
      onConfirm={() => {}}
      onCancel={() => {}}
    >
      Se borrará para siempre.
    </ConfirmDialog>,
  );
  expect(screen.getByRole('dialog', { name: '¿Borrar la lista?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
});

test('a rating out of 10 in German, with a decimal comma', async () => {
  await switchLanguage('de');
  renderThemed(<Rating value={8.16} />);
  expect(screen.getByRole('img', { name: 'Bewertet mit 8,2 von 10' })).toHaveTextContent('8,2');
});

test('stars in the plural form each language needs', async () => {
  await switchLanguage('de');
  const { unmount } = renderThemed(
    <>
      <StarRating value={4} />
      <StarRatingInput label="Deine Bewertung" value={0} onChange={() => {}} />
    </>,
  );
  expect(screen.getByRole('img', { name: 'Bewertet mit 4 von 5 Sternen' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '1 Stern' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '2 Sterne' })).toBeInTheDocument();
  unmount();

  // Arabic has a form for one, two, three to ten, ...
  await switchLanguage('ar');
  renderThemed(<StarRatingInput label="تقييمك" value={0} onChange={() => {}} />);
  expect(screen.getByRole('radio', { name: 'نجمة واحدة' })).toHaveAttribute('value', '1');
  expect(screen.getByRole('radio', { name: 'نجمتان' })).toHaveAttribute('value', '2');
  expect(screen.getAllByRole('radio', { name: / نجوم$/ }).map((star) => star.getAttribute('value'))).toEqual([
    '3',
    '4',
    '5',
  ]);
});

test("a field's label goes into the show button's name as the language writes it", async () => {
  await switchLanguage('es');
  const { unmount } = renderThemed(<PasswordField label="Nueva contraseña" />);
  expect(screen.getByRole('button', { name: 'Mostrar nueva contraseña' })).toHaveTextContent('Mostrar');
  unmount();

  await switchLanguage('de');
  renderThemed(<PasswordField label="Neues Passwort" />);
  fireEvent.click(screen.getByRole('button', { name: 'Neues Passwort anzeigen' }));
  expect(screen.getByRole('button', { name: 'Neues Passwort verbergen' })).toBeInTheDocument();
});

function Sections() {
  const [selected, setSelected] = useState<'cast' | 'crew' | 'photos'>('cast');
  return (
    <Tabs
      tabs={[
        { id: 'cast', label: 'طاقم التمثيل' },
        { id: 'crew', label: 'فريق العمل' },
        { id: 'photos', label: 'الصور' },
      ]}
      selected={selected}
      onSelect={setSelected}
      label="الأقسام"
      idPrefix="sections"
    >
      {selected}
    </Tabs>
  );
}

test('right to left, the left arrow goes on to the next tab and the right arrow back', async () => {
  await switchLanguage('ar');
  renderThemed(<Sections />);
  fireEvent.keyDown(screen.getByRole('tab', { name: 'طاقم التمثيل' }), { key: 'ArrowLeft' });
  expect(screen.getByRole('tab', { name: 'فريق العمل' })).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(screen.getByRole('tab', { name: 'فريق العمل' }), { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: 'طاقم التمثيل' })).toHaveAttribute('aria-selected', 'true');
});

test("right to left, a row's back button scrolls right, towards the row's start", async () => {
  await switchLanguage('ar');
  renderThemed(
    <MemoryRouter>
      <MovieRow
        title="الأكثر شعبية"
        movies={[]}
        loading={false}
        error={null}
        onRetry={() => {}}
        viewAllHref="/popular"
      />
    </MemoryRouter>,
  );
  // The scroll buttons show from tablet widths up (jsdom applies no media queries).
  expect(screen.getByLabelText('مرِّر الأكثر شعبية إلى اليمين')).toBeDisabled();
  expect(screen.getByLabelText('مرِّر الأكثر شعبية إلى اليسار')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'عرض الكل: الأكثر شعبية' })).toHaveTextContent('عرض الكل');
});
