/**
 * The usage figures a group-bundle product line and its subscription lines share.
 */
import type { SchemaTypes } from './builder.js';

interface BundleUsage {
  fixedCost?: number | undefined;
  quantityInBundleHomeVoice?: number | undefined;
  usageHomeVoice?: number | undefined;
  quantityInBundleHomeData?: number | undefined;
  usageHomeData?: number | undefined;
  quantityInBundleHomeSms?: number | undefined;
  usageHomeSms?: number | undefined;
}

type FieldBuilder<P> = PothosSchemaTypes.ObjectFieldBuilder<
  PothosSchemaTypes.ExtendDefaultTypes<SchemaTypes>,
  P
>;

export function bundleUsageFields<P extends BundleUsage>(t: FieldBuilder<P>) {
  return {
    fixedCost: t.float({ resolve: (l) => l.fixedCost ?? null }),
    quantityInBundleHomeVoice: t.float({ resolve: (l) => l.quantityInBundleHomeVoice ?? null }),
    usageHomeVoice: t.float({ resolve: (l) => l.usageHomeVoice ?? null }),
    quantityInBundleHomeData: t.float({ resolve: (l) => l.quantityInBundleHomeData ?? null }),
    usageHomeData: t.float({ resolve: (l) => l.usageHomeData ?? null }),
    quantityInBundleHomeSms: t.float({ resolve: (l) => l.quantityInBundleHomeSms ?? null }),
    usageHomeSms: t.float({ resolve: (l) => l.usageHomeSms ?? null }),
  };
}
