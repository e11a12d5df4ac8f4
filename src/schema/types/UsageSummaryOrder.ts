import { orderInput } from '../order-input.js';

export const UsageSummaryOrder = orderInput(
  'UsageSummaryOrder',
  { YEAR_MONTH: 'yearMonth', PHONE_NUMBER: 'phoneNumber', AMOUNT_TOTAL_USAGE: 'amountTotalUsage' },
  'usage summaries',
);
