import '@mantine/core/styles.css';
import { ApolloProvider } from '@apollo/client/react';
import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.js';
import { client } from './client.js';

/**
 * Mantine's defaults, darker where their contrast is under WCAG AA (4.5:1, axe-core's
 * color-contrast): the primary shade of buttons and links, text on filled colors picked
 * light or dark by their luminance, and dimmed text (labels, descriptions, counts).
 */
const theme = createTheme({ primaryShade: 8, autoContrast: true, luminanceThreshold: 0.17 });
const contrast: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057' },
  dark: {},
});

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={contrast}>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ApolloProvider>
    </MantineProvider>
  </StrictMode>,
);
