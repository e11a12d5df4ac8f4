/**
 * Variables the gateway documents but others read: the simulator's SIMULATOR_* (its package
 * parses them and states what they mean) and the OpenTelemetry SDK's OTEL_*.
 */
import { SIMULATOR_SETTINGS } from '@msp/partner-simulator/config';
import type { SettingRow } from './define.js';

/** documented here, parsed where they are read */
export const READ_ELSEWHERE: SettingRow[] = [
  ...Object.entries(SIMULATOR_SETTINGS).map(
    ([name, row]): SettingRow => ({
      name,
      group: 'simulator',
      meaning: row.meaning,
      default: row.default,
      ...(row.example === undefined ? {} : { example: row.example }),
      readBy: 'the simulator (@msp/partner-simulator)',
    }),
  ),
  {
    name: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    group: 'tracing',
    meaning:
      'OTLP endpoint traces are exported to; unset (and no `OTEL_TRACES_EXPORTER`), tracing is off and its SDK not even loaded.',
    example: 'http://otel-collector:4318',
    default: undefined,
    readBy: 'the OpenTelemetry SDK',
  },
  {
    name: 'OTEL_*',
    group: 'tracing',
    meaning:
      "The SDK's other variables, as it documents them: `OTEL_EXPORTER_OTLP_PROTOCOL`, `OTEL_EXPORTER_OTLP_HEADERS` (secret), `OTEL_SERVICE_NAME` (default `msp-graphql-gateway`), `OTEL_RESOURCE_ATTRIBUTES`, `OTEL_TRACES_SAMPLER`; metrics and logs stay off unless `OTEL_METRICS_EXPORTER` or `OTEL_LOGS_EXPORTER` say otherwise.",
    default: undefined,
    readBy: 'the OpenTelemetry SDK',
  },
];

/**
 * Whether the OTEL_* variables ask for traces: an OTLP endpoint, or an exporter other than
 * none. Then the SDK starts (observability/tracing.ts) and requests are traced; otherwise
 * neither.
 */
export function tracingRequested(env: NodeJS.ProcessEnv): boolean {
  if (env['OTEL_SDK_DISABLED'] === 'true') return false;
  const exporter = env['OTEL_TRACES_EXPORTER'];
  if (exporter !== undefined && exporter !== '') return exporter !== 'none';
  return (
    env['OTEL_EXPORTER_OTLP_ENDPOINT'] !== undefined ||
    env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'] !== undefined
  );
}
