const { createFederatedConfig } = require('@marquee/mf-config');

module.exports = createFederatedConfig({
  dirname: __dirname,
  name: 'mfe_admin',
  exposes: {
    './AdminPage': './src/pages/AdminPage.tsx',
    './SetupPage': './src/pages/SetupPage.tsx',
  },
});
