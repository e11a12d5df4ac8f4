import { PROVIDER_ENVIRONMENTS } from '../../provider/wire.js';
import { openEnum } from '../open-enum.js';

export const ProviderEnvironment = openEnum(
  'ProviderEnvironment',
  PROVIDER_ENVIRONMENTS,
  'Environment in which the SIM is registered at the provider: SP16001 standard (default), SP16002 unlimited.',
);
