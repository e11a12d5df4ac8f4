import { SIM_CARD_STATUSES } from '../../provider/wire.js';
import { openEnum } from '../open-enum.js';

export const SimCardStatus = openEnum('SimCardStatus', SIM_CARD_STATUSES, 'Status of a SIM card.');
