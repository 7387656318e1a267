import { shareLinks } from '../shareLinks';

test('each service gets the page URL and title URL-encoded', () => {
  const links = Object.fromEntries(
    shareLinks('http://localhost/movie/550?x=1&y=2', 'Fight Club & Co').map((link) => [link.name, link.href]),
  );
  const url = 'http%3A%2F%2Flocalhost%2Fmovie%2F550%3Fx%3D1%26y%3D2';
  const title = 'Fight%20Club%20%26%20Co';
  expect(links).toEqual({
    Facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    Twitter: `https://twitter.com/intent/tweet?url=${url}&text=${title}`,
    WhatsApp: `https://wa.me/?text=${title}%20${url}`,
    Reddit: `https://www.reddit.com/submit?url=${url}&title=${title}`,
    Telegram: `https://t.me/share/url?url=${url}&text=${title}`,
  });
});
