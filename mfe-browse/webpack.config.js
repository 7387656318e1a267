const { createFederatedConfig } = require('@marquee/mf-config');

// Exposes every file of src/pages/ and src/widgets/ (packages/mf-config/src/exposes.js).
module.exports = createFederatedConfig({ dirname: __dirname, name: 'mfe_browse' });
