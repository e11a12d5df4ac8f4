import { JSONObjectResolver } from 'graphql-scalars';
import { builder } from '../builder.js';

export const JSONObject = builder.addScalarType('JSONObject', JSONObjectResolver);
