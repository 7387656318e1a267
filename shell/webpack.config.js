const { createFederatedConfig } = require('@marquee/mf-config');

module.exports = createFederatedConfig({ dirname: __dirname, name: 'shell', isHost: true });
