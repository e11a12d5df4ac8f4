import { SUBSCRIPTION_STATES } from '../../provider/wire.js';
import { openEnum } from '../open-enum.js';

export const SubscriptionState = openEnum(
  'SubscriptionState',
  SUBSCRIPTION_STATES,
  'State of a mobile subscription.',
);
