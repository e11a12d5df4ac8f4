import { INPORT_PORTING_STATUSES, OUTPORT_PORTING_STATUSES } from '../../provider/wire.js';
import { openEnum } from '../open-enum.js';

export const PortingStatus = openEnum(
  'PortingStatus',
  [...new Set([...INPORT_PORTING_STATUSES, ...OUTPORT_PORTING_STATUSES])],
  'Porting status: INIT, APPROVED, REJECTED, CANCELLING, CANCELLED for a port-in; OUTPORTED, REJECTED, NOTCALLED, CANCELLING for a port-out.',
);
