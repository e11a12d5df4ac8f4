import { builder } from '../builder.js';
import { known } from '../filter-enum.js';
import { ActivationStatus } from './ActivationStatus.js';
import { DateScalar } from './Date.js';

export const ActivationFilter = builder.inputType('ActivationFilter', {
  description: 'Filters of QueryActivation.',
  fields: (t) => ({
    status: t.field({ type: ActivationStatus.ref, validate: known }),
    activationType: t.string({
      description: 'ACTIVATENEW, SETSERVICES, SIMSWAP, OUTPORT, INPORT, TERMINATE, SUSPEND, RESUME, ...',
    }),
    subscriptionId: t.string(),
    phoneNumber: t.string(),
    createdAtFrom: t.field({ type: DateScalar }),
    createdAtTo: t.field({ type: DateScalar }),
  }),
});
