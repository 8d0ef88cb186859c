// A real OpenID Connect provider on loopback that stands in for Google during the journeys.
// Any login name is accepted on its sign-in page; the account's email is `<login>@oidc.test`,
// except the login `no-email`, which yields an account without an email.
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT);
const appUrl = process.env.APP_URL;
if (!port || !appUrl) throw new Error('OIDC_PORT and APP_URL are required');

const issuer = `http://localhost:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID ?? 'glossy-e2e',
      client_secret: process.env.OIDC_CLIENT_SECRET ?? 'glossy-e2e-secret',
      redirect_uris: [`${appUrl}/api/auth/callback/google`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        const name = id.replace(/[._-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
        return id === 'no-email'
          ? { sub: id, name }
          : { sub: id, email: `${id}@oidc.test`, email_verified: true, name };
      },
    };
  },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
  scopes: ['openid', 'email', 'profile'],
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['glossy-e2e-oidc-cookie-key'] },
  pkce: { required: () => false },
});
provider.proxy = false;

provider.listen(port, '127.0.0.1', () => {
  console.log(`local OpenID Connect provider at ${issuer}`);
});
