import { activationNode, infoOf } from '../activation-node.js';
import { builder } from '../builder.js';

export const SimSwapActivation = activationNode(
  'SimSwapActivation',
  'A SimSwapSubscription order (activationType SIMSWAP). For an eSIM it reaches DONE after the eSIM has been installed.',
);

builder.objectFields(SimSwapActivation, (t) => ({
  eSim: t.boolean({ description: 'The new SIM is an eSIM.', resolve: (a) => infoOf(a).eSim ?? null }),
  email: t.string({
    description: 'Receives the QR code of the eSIM.',
    resolve: (a) => infoOf(a).email ?? null,
  }),
  confirmationCode: t.string({
    description: 'Entered by the customer while installing the eSIM.',
    resolve: (a) => infoOf(a).confirmationCode ?? null,
  }),
}));
