const { createFederatedConfig } = require('@marquee/mf-config');

module.exports = createFederatedConfig({
  dirname: __dirname,
  name: 'mfe_movie',
  exposes: {
    './MovieDetailPage': './src/pages/MovieDetailPage.tsx',
    './CastPage': './src/pages/CastPage.tsx',
    './PhotosPage': './src/pages/PhotosPage.tsx',
    './VideosPage': './src/pages/VideosPage.tsx',
    './ReviewsPage': './src/pages/ReviewsPage.tsx',
  },
});
