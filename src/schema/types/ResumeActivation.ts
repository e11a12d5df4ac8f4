import { activationNode } from '../activation-node.js';

export const ResumeActivation = activationNode(
  'ResumeActivation',
  'A ResumeSubscription order (activationType RESUME): all traffic of a suspended SIM and number is restored.',
);
