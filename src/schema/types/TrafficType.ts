import { builder } from '../builder.js';

export const TrafficType = builder.enumType('TrafficType', {
  description: 'Traffic type of a rate class.',
  values: ['VOICE', 'SMS', 'DATA', 'MMS'] as const,
});
