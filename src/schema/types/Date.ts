import { DateResolver } from 'graphql-scalars';
import { passThroughScalar } from '../scalar.js';

export const DateScalar = passThroughScalar('Date', 'A calendar date, YYYY-MM-DD.', (value) =>
  DateResolver.parseValue(value),
);
