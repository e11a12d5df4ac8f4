import { builder } from '../builder.js';

export const Direction = builder.enumType('Direction', {
  description: 'MO: mobile originating; MT: mobile terminating.',
  values: ['MO', 'MT'] as const,
});
