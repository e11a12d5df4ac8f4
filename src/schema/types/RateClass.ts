import { builder } from '../builder.js';
import { Direction } from './Direction.js';
import { ForeignCountryType } from './ForeignCountryType.js';
import { TrafficType } from './TrafficType.js';

export const RateClass = builder.simpleObject('RateClass', {
  description: "A rate class code with what the spec's rate class table says of it.",
  fields: (t) => ({
    code: t.string({ nullable: false }),
    trafficType: t.field({ type: TrafficType, nullable: false }),
    foreignCountryType: t.field({ type: ForeignCountryType, nullable: false }),
    direction: t.field({ type: Direction, nullable: false }),
  }),
});
