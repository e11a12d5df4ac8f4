import '@mantine/core/styles.css';
import { ApolloProvider } from '@apollo/client/react';
import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  MantineProvider,
  type VariantColorsResolver,
} from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.js';
import { client } from './client.js';

/** text on a light tint (alerts, light badges) in the page's text color: a tint's own shade is too pale on it */
const readableLight: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  return input.variant === 'light' ? { ...colors, color: 'var(--mantine-color-text)' } : colors;
};

/**
 * Mantine's defaults, darker where their contrast is under WCAG AA (4.5:1, axe-core's
 * color-contrast): the primary shade of buttons and links, text on filled colors picked
 * light or dark by their luminance, text on light tints, dimmed text (labels, descriptions,
 * counts), and a field's problem.
 */
const theme = createTheme({
  primaryShade: 8,
  autoContrast: true,
  luminanceThreshold: 0.17,
  variantColorResolver: readableLight,
});
const contrast: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    // a field's problem (its message, its border and text) reads on white
    '--mantine-color-error': t.colors.red[9] ?? '#c92a2a',
  },
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
