import { builder } from '../builder.js';

export const SortDirection = builder.enumType('SortDirection', {
  description: 'Ascending (the provider orderBy) or descending (orderByDesc).',
  values: ['ASC', 'DESC'] as const,
});
