import { ACCESS_TYPES } from '../../provider/wire.js';
import { openEnum } from '../open-enum.js';

export const AccessType = openEnum('AccessType', ACCESS_TYPES, 'INTERNETACCESS (default) or MOBILEPAY.');
