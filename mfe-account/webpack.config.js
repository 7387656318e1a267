const { createFederatedConfig } = require('@marquee/mf-config');

module.exports = createFederatedConfig({
  dirname: __dirname,
  name: 'mfe_account',
  exposes: {
    './LoginPage': './src/pages/LoginPage.tsx',
    './RegisterPage': './src/pages/RegisterPage.tsx',
    './EmailVerifiedPage': './src/pages/EmailVerifiedPage.tsx',
    './ResendVerificationPage': './src/pages/ResendVerificationPage.tsx',
    './ForgotPasswordPage': './src/pages/ForgotPasswordPage.tsx',
    './ResetPasswordPage': './src/pages/ResetPasswordPage.tsx',
    './ProfilePage': './src/pages/ProfilePage.tsx',
    './WatchlistPage': './src/pages/WatchlistPage.tsx',
    './WatchlistButton': './src/widgets/WatchlistButton.tsx',
  },
});
