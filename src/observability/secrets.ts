/**
 * The fields that hold secrets: a SIM's PIN and PUK, an eSIM's confirmation code, and
 * credentials. They never reach a log line (src/observability/logger.ts redacts them) and never rest in the
 * journal (orders are kept without them).
 */
export const SIM_SECRETS = ['pin', 'puk', 'confirmationCode'] as const;
export const CREDENTIALS = ['password', 'token', 'authorization'] as const;
const SECRET_NAMES: ReadonlySet<string> = new Set<string>([...SIM_SECRETS, ...CREDENTIALS]);

/** `value` with every secret field left out, however deep. */
export function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => withoutSecrets(v)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => !SECRET_NAMES.has(name))
        .map(([name, v]) => [name, withoutSecrets(v)]),
    ) as T;
  }
  return value;
}
