import { orderInput } from '../order-input.js';

export const CdrMonthOrder = orderInput('CdrMonthOrder', { YEAR_MONTH: 'yearMonth' }, 'CDR months');
