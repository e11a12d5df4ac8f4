/**
 * The spec's code tables: rate classes (traffic type, foreign-country type, direction) and
 * the module codes of CDRs. They are part of the contract, so the graph derives typed fields
 * from them and the simulator generates CDRs from them.
 */
export type TrafficType = 'VOICE' | 'SMS' | 'DATA' | 'MMS';
export type ForeignCountryType = 'NATIONAL' | 'INTERNATIONAL';
export type Direction = 'MO' | 'MT';

export interface RateClassInfo {
  code: string;
  trafficType: TrafficType;
  foreignCountryType: ForeignCountryType;
  direction: Direction;
}

const RATE_CLASS_GROUPS: ReadonlyArray<
  readonly [TrafficType, ForeignCountryType, Direction, readonly string[]]
> = [
  [
    'VOICE',
    'NATIONAL',
    'MO',
    [
      'BEELDBELLEN',
      'DOORSCHAKEL',
      'N_FIXED',
      'N_FREE',
      'N_MOBOV',
      'PRMINFO',
      'PRMINFOENT',
      'PRMINFOFWD_SERV',
      'PRMINFOFWD_TRAF',
      'PRMINFONOVAT_SERV',
      'PRMINFONOVAT_TRAF',
      'PRMINFOPERS',
      'PRMINFOSERV_SERV',
      'PRMINFOSERV_TRAF',
    ],
  ],
  [
    'VOICE',
    'INTERNATIONAL',
    'MO',
    [
      'IAO_BENEFIT',
      'IAO_EU',
      'IAO_RESTEU',
      'IAO_SAT',
      'IAO_SPEC',
      'IAO_USCAN',
      'IAO_WORLD',
      'TAO_BENEFIT',
      'TAO_EU',
      'TAO_RESTEU',
      'TAO_SAT',
      'TAO_SPEC',
      'TAO_USCAN',
      'TAO_WORLD',
    ],
  ],
  [
    'VOICE',
    'INTERNATIONAL',
    'MT',
    ['IAT_BENEFIT', 'IAT_EU', 'IAT_RESTEU', 'IAT_SAT', 'IAT_SPEC', 'IAT_USCAN', 'IAT_WORLD'],
  ],
  [
    'SMS',
    'INTERNATIONAL',
    'MO',
    [
      'IAS_BENEFIT',
      'IAS_EU',
      'IAS_SAT',
      'IAS_USCAN',
      'IAS_WORLD',
      'TAS_BENEFIT',
      'TAS_EU',
      'TAS_SAT',
      'TAS_USCAN',
      'TAS_WORLD',
    ],
  ],
  ['SMS', 'NATIONAL', 'MO', ['N_SMS']],
  ['SMS', 'NATIONAL', 'MT', ['PRMSMS']],
  [
    'DATA',
    'INTERNATIONAL',
    'MO',
    [
      'INT_BENEFIT',
      'INT_BENEFITEXTRA',
      'INT_BENEFIT_A',
      'INT_BENEFIT_B',
      'INT_ROW',
      'INT_EU',
      'INT_SAT',
      'INT_USCAN',
      'INT_WORLD',
    ],
  ],
  ['DATA', 'NATIONAL', 'MO', ['INT_NAT', 'MOBSERV']],
  ['MMS', 'NATIONAL', 'MO', ['MMS']],
];

/** Every rate class of the spec, keyed by code. */
export const RATE_CLASSES: ReadonlyMap<string, RateClassInfo> = new Map(
  RATE_CLASS_GROUPS.flatMap(([trafficType, foreignCountryType, direction, codes]) =>
    codes.map((code) => [code, { code, trafficType, foreignCountryType, direction }] as const),
  ),
);

export interface ModuleInfo {
  code: string;
  description: string;
}

/** The module codes of CDRs (moduleCode), with the spec's descriptions. */
export const MODULES: ReadonlyMap<string, ModuleInfo> = new Map(
  (
    [
      ['5586', 'extra benefit countries 1 GB (2024)'],
      ['5587', 'benefit countries 250 MB (2024)'],
      ['5588', 'other countries 100 MB (2024)'],
      ['5613', 'world bundle 7.5 GB (2024)'],
      ['5679', 'benefit countries A 15 GB (2025)'],
      ['5680', 'benefit countries B 7.5 GB (2025)'],
      ['5681', 'rest of the world bundle 5 GB (2025)'],
      ['5682', 'world bundle 7.5 GB (2025)'],
    ] as const
  ).map(([code, description]) => [code, { code, description }] as const),
);
