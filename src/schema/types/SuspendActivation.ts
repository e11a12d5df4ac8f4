import { activationNode } from '../activation-node.js';

export const SuspendActivation = activationNode(
  'SuspendActivation',
  'A SuspendSubscription order (activationType SUSPEND): all traffic of the SIM and the number stops.',
);
