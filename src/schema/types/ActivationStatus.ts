import { ACTIVATION_STATUSES } from '../../provider/wire.js';
import { openEnum } from '../open-enum.js';

export const ActivationStatus = openEnum(
  'ActivationStatus',
  ACTIVATION_STATUSES,
  'Status of an activation. DONE, ERROR and CANCELLED are final.',
);
