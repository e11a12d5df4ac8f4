/** placeholder until the target checks land (branch wh-targets) */
import { Agent, type Dispatcher } from 'undici';

export interface TargetPolicy {
  production: boolean;
  allowPrivateNetworks: boolean;
}
export type TargetRefusalCode =
  | 'WEBHOOK_URL_INVALID'
  | 'WEBHOOK_URL_NOT_HTTPS'
  | 'WEBHOOK_TARGET_NOT_ALLOWED'
  | 'WEBHOOK_TARGET_UNRESOLVABLE';
export interface TargetRefusal {
  code: TargetRefusalCode;
  message: string;
}
export function refusalOfUrl(_url: string, _policy: TargetPolicy): TargetRefusal | undefined {
  return undefined;
}
export async function refusalOfTarget(
  _url: string,
  _policy: TargetPolicy,
): Promise<TargetRefusal | undefined> {
  return undefined;
}
export function guardedDispatcher(
  _policy: TargetPolicy,
  _options?: { connectTimeoutMs?: number },
): Dispatcher {
  return new Agent();
}
