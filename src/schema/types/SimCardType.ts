import { SIM_CARD_TYPES } from '../../provider/wire.js';
import { openEnum } from '../open-enum.js';

export const SimCardType = openEnum(
  'SimCardType',
  SIM_CARD_TYPES,
  'USIM (standard SIM), DUOSIM (two numbers), DATAONLYSIM (data only, no voice).',
);
