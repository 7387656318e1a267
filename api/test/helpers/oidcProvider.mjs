// A real OpenID Connect provider (the oidc-provider package) standing in for Google in the tests, run in
// its own process because the package is ESM-only and jest's module system cannot load it. It signs with
// the key the test hands it (OIDC_JWK), so the test can also sign tokens the provider would not issue
// (expired, for another audience). Accounts need no registration: the login name is the email, and an
// email starting with "unverified" comes with email_verified=false.
import Provider from 'oidc-provider';

const { OIDC_PORT, OIDC_JWK, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URI } = process.env;
const issuer = `http://127.0.0.1:${OIDC_PORT}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: OIDC_CLIENT_ID,
      client_secret: OIDC_CLIENT_SECRET,
      redirect_uris: [OIDC_REDIRECT_URI],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  jwks: { keys: [JSON.parse(OIDC_JWK)] },
  cookies: { keys: ['test-cookie-key-0123456789'] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
  // Google puts the email and name claims in the ID token itself.
  conformIdTokenClaims: false,
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => ({
      sub: `subject-${id}`,
      email: id,
      email_verified: !id.startsWith('unverified'),
      name: `Google ${id.split('@')[0]}`,
    }),
  }),
});
provider.listen(Number(OIDC_PORT), '127.0.0.1', () => console.log(`ready ${issuer}`));
