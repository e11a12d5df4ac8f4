/**
 * The reseller's customers and the people who use the subscriptions.
 */
import type { Customer } from '../data.js';
import type { Random } from '../random.js';
import type { SeedContext } from './context.js';

export const FIRST_NAMES = [
  'Anna',
  'Bram',
  'Chloe',
  'Daan',
  'Emma',
  'Finn',
  'Guus',
  'Hanna',
  'Isa',
  'Jesse',
  'Lotte',
  'Milan',
  'Noor',
  'Sem',
  'Tess',
  'Yara',
];
const LAST_NAMES = [
  'de Vries',
  'Jansen',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
];

/** Three customers; the second holds the group bundle on the invoices. */
export function seedCustomers({ random, data }: SeedContext): void {
  data.customers = ['Reseller Holding B.V.', 'Fieldforce Services B.V.', 'Groenland Logistiek B.V.'].map(
    (name, i): Customer => ({ id: random.guid(), customerNumber: `C${100_200 + i * 17}`, name }),
  );
}

/** Which customer a new subscription belongs to: half to the first, the rest mostly to the second. */
export const customerIndex = (random: Random): number =>
  random.chance(0.5) ? 0 : random.chance(0.6) ? 1 : 2;

export const userName = (random: Random): string => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
