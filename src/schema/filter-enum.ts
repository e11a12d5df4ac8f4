import { z } from 'zod';

/** A filter on an open enum cannot ask for OTHER: the provider knows no such value. */
export const known = z
  .string()
  .nullish()
  .refine(
    (value) => value !== 'OTHER',
    'OTHER stands for values the gateway does not know and cannot be filtered on',
  );
