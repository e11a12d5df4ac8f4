import { DateTimeResolver } from 'graphql-scalars';
import { passThroughScalar } from '../scalar.js';

export const DateTime = passThroughScalar(
  'DateTime',
  'An ISO 8601 date-time with a time-zone offset, for example 2026-07-01T09:30:00+02:00. Values from the provider are passed through as sent.',
  (value) => DateTimeResolver.parseValue(value),
);
