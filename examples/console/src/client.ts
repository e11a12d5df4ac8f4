/**
 * The console's Apollo Client: the recommended set-up, `createApolloClient` of @msp/client:
 * HTTP for queries and mutations, graphql-ws for live progress (with its keep-alive and
 * reconnects), a normalized cache that knows the graph's interfaces, unions, Relay pages and
 * embedded objects, partial data kept with their errors. The gateway is on this page's origin
 * at /graphql (the dev server and any reverse proxy pass it on).
 *
 * A staff token, when the gateway asks for one (AUTH_MODE jwt), is kept for this tab only
 * (sessionStorage): a real deployment puts its single sign-on here, in `getToken`, which the
 * client asks for every request and every connection of its socket.
 */
import { createApolloClient } from '@msp/client/apollo';

const TOKEN_KEY = 'console.token';

const storedToken = (): string | null => sessionStorage.getItem(TOKEN_KEY);

/** keeps the token for this tab and starts again with it */
export function signIn(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token.trim());
  location.reload();
}

export const { client } = createApolloClient({
  url: new URL('/graphql', location.href).href,
  getToken: storedToken,
});
