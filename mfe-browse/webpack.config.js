const { createFederatedConfig } = require('@marquee/mf-config');

module.exports = createFederatedConfig({
  dirname: __dirname,
  name: 'mfe_browse',
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
    './CategoryPage': './src/pages/CategoryPage.tsx',
    './TopRatedPage': './src/pages/TopRatedPage.tsx',
    './GenresPage': './src/pages/GenresPage.tsx',
    './SearchPage': './src/pages/SearchPage.tsx',
  },
});
