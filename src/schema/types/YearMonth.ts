import { yearMonthSchema } from '../../provider/wire.js';
import { passThroughScalar } from '../scalar.js';

export const YearMonth = passThroughScalar(
  'YearMonth',
  'A month as the provider writes it: YYYY_MM, for example 2026_05.',
  (value) => {
    if (!yearMonthSchema.safeParse(value).success)
      throw new Error('a year-month is written YYYY_MM, for example 2026_05');
  },
);
