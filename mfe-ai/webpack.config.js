const { createFederatedConfig } = require('@marquee/mf-config');

module.exports = createFederatedConfig({
  dirname: __dirname,
  name: 'mfe_ai',
  exposes: {
    './AiFeaturesPage': './src/pages/AiFeaturesPage.tsx',
    './ChatModal': './src/widgets/ChatModal.tsx',
    './ReviewAnalysisPanel': './src/widgets/ReviewAnalysisPanel.tsx',
    './MovieAnalysisPanel': './src/widgets/MovieAnalysisPanel.tsx',
  },
});
