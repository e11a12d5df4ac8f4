/**
 * `npm run token -- --role staff`: a development JWT, signed with the configured JWT_SECRET
 * (from the environment or .env), with JWT_ISSUER and JWT_AUDIENCE when they are set, for
 * GraphiQL's Headers, curl or a test client. The token alone goes to stdout, so that
 * `TOKEN=$(npm run -s token -- --role staff)` works; how to use it goes to stderr. Refuses in
 * production: tokens there come from the identity provider.
 */
import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';
import { ConfigError, loadConfig } from '../src/settings/config.js';
import { readEnvFile } from '../src/settings/env-file.js';

const USAGE = `usage: npm run token -- --role staff|customer [options]

  --role staff|customer      who the token is for (required)
  --sub <subject>            the caller's id (default: dev-staff or dev-customer)
  --subscription <id>        a customer's subscription, by id (repeatable)
  --phone <number>           a customer's subscription, by phone number (repeatable)
  --customer-number <n>      a customer's subscriptions, by customer number
  --scope <scope>            a scope, e.g. sim:secrets (repeatable)
  --expires <time>           lifetime, as jose reads it: 30m, 8h, 2d (default: 8h)

A customer token names its subscriptions: at least one --subscription, --phone or
--customer-number.`;

/** a message for the person who ran it, and a non-zero exit */
class Refusal extends Error {}

/** the usage, asked for with --help: printed, and a zero exit */
class Usage extends Error {}

async function makeToken(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  if (env['NODE_ENV'] === 'production') {
    throw new Refusal(
      'refused: NODE_ENV=production. Development tokens are for development; in production tokens come from the identity provider.',
    );
  }
  const { values } = parseArgs({
    args: [...argv],
    options: {
      role: { type: 'string' },
      sub: { type: 'string' },
      subscription: { type: 'string', multiple: true },
      phone: { type: 'string', multiple: true },
      'customer-number': { type: 'string' },
      scope: { type: 'string', multiple: true },
      expires: { type: 'string', default: '8h' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help === true) throw new Usage(USAGE);
  const role = values.role;
  if (role !== 'staff' && role !== 'customer')
    throw new Refusal(`--role must be staff or customer\n\n${USAGE}`);
  const subscriptionIds = values.subscription ?? [];
  const phoneNumbers = values.phone ?? [];
  const customerNumber = values['customer-number'];
  if (
    role === 'customer' &&
    subscriptionIds.length + phoneNumbers.length === 0 &&
    customerNumber === undefined
  ) {
    throw new Refusal(`a customer token names its subscriptions\n\n${USAGE}`);
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new Refusal(error.message);
    throw error;
  }
  const { jwtSecret, jwksUrl, issuer, audience, modes } = config.auth;
  if (jwtSecret === undefined) {
    throw new Refusal(
      jwksUrl !== undefined
        ? 'JWT_JWKS_URL is set: the gateway accepts tokens from that identity provider only, so get one there (or set JWT_SECRET in development).'
        : `no JWT_SECRET is configured. Set one of at least 32 characters in .env (or the environment), with AUTH_MODE=jwt:\n  echo "AUTH_MODE=jwt" >> .env; echo "JWT_SECRET=$(openssl rand -base64 48)" >> .env\n${
            modes.length === 0
              ? 'With AUTH_MODE=none (the default) no token is needed: every caller is staff.'
              : ''
          }`,
    );
  }
  const claims = {
    role,
    ...(values.scope === undefined ? {} : { scope: values.scope.join(' ') }),
    ...(subscriptionIds.length === 0 ? {} : { subscriptionIds }),
    ...(phoneNumbers.length === 0 ? {} : { phoneNumbers }),
    ...(customerNumber === undefined ? {} : { customerNumber }),
  };
  let jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(values.sub ?? `dev-${role}`)
    .setIssuedAt();
  try {
    jwt = jwt.setExpirationTime(values.expires);
  } catch {
    throw new Refusal(`--expires ${values.expires}: give a lifetime such as 30m, 8h or 2d`);
  }
  if (issuer !== undefined) jwt = jwt.setIssuer(issuer);
  if (audience !== undefined) jwt = jwt.setAudience(audience);
  return jwt.sign(new TextEncoder().encode(jwtSecret));
}

readEnvFile();
try {
  const token = await makeToken(process.argv.slice(2), process.env);
  process.stdout.write(`${token}\n`);
  process.stderr.write(
    `GraphiQL's Headers (once, for every tab): {"Authorization": "Bearer ${token}"}\n` +
      `curl: -H "Authorization: Bearer ${token}"\n`,
  );
} catch (error) {
  if (error instanceof Usage) process.stdout.write(`${error.message}\n`);
  else {
    process.stderr.write(`${error instanceof Refusal ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
