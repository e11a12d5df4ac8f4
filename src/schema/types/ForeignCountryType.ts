import { builder } from '../builder.js';

export const ForeignCountryType = builder.enumType('ForeignCountryType', {
  description: 'Whether the traffic of a rate class is national or international.',
  values: ['NATIONAL', 'INTERNATIONAL'] as const,
});
