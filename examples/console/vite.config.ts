/**
 * The console's dev server (`npm run console`) and preview serve the page and pass /graphql,
 * HTTP and WebSocket alike, to the gateway at GATEWAY_URL: the browser sees one origin, as
 * behind the reverse proxy of a deployment, so no CORS set-up is needed.
 */
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const gateway = process.env['GATEWAY_URL'] ?? 'http://127.0.0.1:4000';
const proxy = { '/graphql': { target: gateway, ws: true } };

/** libraries in chunks of their own, which browsers keep across releases of the console */
const vendors = {
  react: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
  mantine: /node_modules[\\/]@mantine[\\/]/,
  graphql: /node_modules[\\/](@apollo|@wry|graphql|graphql-ws|graphql-sse|optimism|rxjs)[\\/]/,
};

export default defineConfig({
  plugins: [react()],
  // @msp/client from its TypeScript sources, as the console's tsconfig reads it: no build of
  // the package first
  resolve: { conditions: ['@msp/source', ...defaultClientConditions] },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: { groups: Object.entries(vendors).map(([name, test]) => ({ name, test })) },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
});
