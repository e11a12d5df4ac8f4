import { builder } from '../builder.js';
import { targetFields } from '../input-fields.js';
import { ServicesInput } from './ServicesInput.js';

export const SetServicesInput = builder.inputType('SetServicesInput', {
  description:
    "SetServicesSubscription: update or add services. The mobilePay rules are checked against the subscription's own environment and current services.",
  fields: (t) => ({
    ...targetFields(t),
    services: t.field({ type: ServicesInput, required: true }),
  }),
});
