import { SECRET_FIELDS } from '../../provider/wire.js';
import { activationNode, infoOf } from '../activation-node.js';
import { builder } from '../builder.js';
import { JSONObject } from './JSONObject.js';

export const OtherActivation = activationNode(
  'OtherActivation',
  'An activation of a type the spec does not list (see activationType). Its info is kept as sent, without secrets.',
);

builder.objectFields(OtherActivation, (t) => ({
  info: t.field({
    type: JSONObject,
    resolve: (a) => {
      const info: Record<string, unknown> = { ...infoOf(a) };
      for (const field of SECRET_FIELDS) delete info[field];
      return info;
    },
  }),
}));
