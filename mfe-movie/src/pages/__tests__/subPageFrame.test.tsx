import { storageKeys } from '@marquee/client';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { type SubPage } from '../../components/subPages';
import { currentLocation } from '@marquee/ui/testing';
import { renderSubPage } from '../../testing/renderSubPage';
import CastPage from '../CastPage';
import PhotosPage from '../PhotosPage';
import ReviewsPage from '../ReviewsPage';
import VideosPage from '../VideosPage';

const pages: [SubPage, ComponentType, string, string, string][] = [
  ['movieCast', CastPage, 'CastPage', 'Cast & Crew', '/movie/550/cast'],
  ['moviePhotos', PhotosPage, 'PhotosPage', 'Photos', '/movie/550/photos'],
  ['movieVideos', VideosPage, 'VideosPage', 'Videos', '/movie/550/videos'],
  ['movieReviews', ReviewsPage, 'ReviewsPage', 'Reviews', '/movie/550/reviews'],
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

describe.each(pages)('the %s page', (page, Page, module, heading, path) => {
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
    expect(localStorage.getItem(storageKeys.returnUrl)).toBe(path);
  });
});
