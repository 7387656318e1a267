import { storageKeys } from '@marquee/client';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { type SubPage } from '../../movie/subPages';
import { currentLocation } from '@marquee/ui/testing';
import { renderSubPage } from '../../testing/renderSubPage';
import CastPage from '../CastPage';
import PhotosPage from '../PhotosPage';
import ReviewsPage from '../ReviewsPage';
import VideosPage from '../VideosPage';

const pages: [SubPage, ComponentType, string, string][] = [
  ['cast', CastPage, 'CastPage', 'Cast & Crew'],
  ['photos', PhotosPage, 'PhotosPage', 'Photos'],
  ['videos', VideosPage, 'VideosPage', 'Videos'],
  ['reviews', ReviewsPage, 'ReviewsPage', 'Reviews'],
];

const scrollTo = jest.fn();
beforeAll(() => {
  // jsdom does no layout and cannot scroll; the page asking to is what is checked.
  window.scrollTo = scrollTo;
});
beforeEach(() => {
  localStorage.clear();
  scrollTo.mockClear();
});

describe.each(pages)('the %s page', (page, Page, module, heading) => {
  test('opens at the top with the film, its heading and a way back to the film', () => {
    renderSubPage(page, <Page />);
    expect(screen.getByTestId(`page-mfe_movie-${module}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText('Fight Club (1999)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Movie' })).toHaveAttribute('href', '/movie/550');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.title).toBe(`${heading} · Fight Club · Marquee`);
  });

  test('opened without the film in the navigation state, it goes to the detail page', () => {
    renderSubPage(page, <Page />, { state: null });
    expect(currentLocation()).toBe('/movie/550');
    expect(screen.queryByTestId(`page-mfe_movie-${module}`)).not.toBeInTheDocument();
  });

  test('a guest goes to sign in, with this page saved to come back to', () => {
    renderSubPage(page, <Page />, { signedIn: false });
    expect(currentLocation()).toBe('/login');
    expect(localStorage.getItem(storageKeys.returnUrl)).toBe(`/movie/550/${page}`);
  });
});
