import { SUBSCRIPTION_TYPES } from '../../provider/wire.js';
import { openEnum } from '../open-enum.js';

export const SubscriptionType = openEnum(
  'SubscriptionType',
  SUBSCRIPTION_TYPES,
  'VOICEDATA (default) or DATAONLY.',
);
