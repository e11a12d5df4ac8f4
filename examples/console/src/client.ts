/**
 * The console's Apollo Client: exactly the recommended set-up (examples/clients/apollo.ts):
 * HTTP for queries and mutations, graphql-ws for live progress, a normalized cache that knows
 * the graph's interfaces, unions, Relay pages and embedded objects. The gateway is on this
 * page's origin at /graphql (the dev server and any reverse proxy pass it on).
 *
 * A staff token, when the gateway asks for one (AUTH_MODE jwt), is kept for this tab only
 * (sessionStorage): a real deployment puts its single sign-on here.
 */
import { createApolloClient } from '../../clients/apollo.js';

const TOKEN_KEY = 'console.token';

const storedToken = (): string | null => sessionStorage.getItem(TOKEN_KEY);

/** keeps the token for this tab and starts again with it */
export function signIn(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token.trim());
  location.reload();
}

const token = storedToken();

export const { client } = createApolloClient({
  url: new URL('/graphql', location.href).href,
  headers: token === null ? {} : { authorization: `Bearer ${token}` },
});
