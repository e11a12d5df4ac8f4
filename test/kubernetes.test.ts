/**
 * The manifests of deploy/kubernetes: each document is valid for its kind by the Kubernetes
 * API's own schemas (kubernetes-models), and they agree with the gateway: its probes, its port,
 * a grace period longer than its stop takes with the settings it runs with, a disruption budget
 * over its pods, settings it has, secrets where it reads them, and a configuration it starts with.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Model, TypeMeta, TypeMetaGuard } from '@kubernetes-models/base';
import { Deployment, type IDeployment } from 'kubernetes-models/apps/v1';
import { type IPodDisruptionBudget, PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import {
  ConfigMap,
  type IContainer,
  type ISecret,
  type IService,
  Secret,
  Service,
} from 'kubernetes-models/v1';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { ConfigError, loadConfig } from '../src/settings/config.js';
import { settingRows } from '../src/settings/index.js';
import { numberSettings } from './utils/figures.js';

const DIR = 'deploy/kubernetes';

/** A kind of the API: its guard (apiVersion and kind) and its model, which validates against the schema. */
interface Kind<T extends TypeMeta> {
  is: TypeMetaGuard<T>;
  new (data: T): Model<T>;
}
/** whether `value` is of `kind`; if it is, it is validated (a failure throws, naming each field) */
const validatedAs =
  <T extends TypeMeta>(kind: Kind<T>) =>
  (value: unknown): boolean => {
    if (!kind.is(value)) return false;
    new kind(value).validate();
    return true;
  };
const KINDS = [
  validatedAs(Deployment),
  validatedAs(Service),
  validatedAs(ConfigMap),
  validatedAs(Secret),
  validatedAs(PodDisruptionBudget),
];

/** Every document of every manifest, with the file it is in. */
const documents = readdirSync(DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.yaml'))
  .sort()
  .flatMap((file) =>
    parseAllDocuments(readFileSync(join(DIR, file), 'utf8')).map((document) => ({ file, document })),
  );
const values: unknown[] = documents.map(({ document }) => document.toJS());

/** the one document of a kind, or a failure naming the kind */
function one<T extends TypeMeta>(guard: TypeMetaGuard<T>, name: string): T {
  const found = values.filter(guard);
  if (found.length !== 1) throw new Error(`expected one ${name} in ${DIR}, found ${found.length}`);
  const [value] = found;
  if (value === undefined) throw new Error(`no ${name} in ${DIR}`);
  return value;
}
const deployment: IDeployment = one(Deployment.is, 'Deployment');
const secrets: ISecret[] = values.filter(Secret.is);
const configData = one(ConfigMap.is, 'ConfigMap').data ?? {};
const pod = deployment.spec?.template.spec;
const gateway: IContainer | undefined = pod?.containers.find((container) => container.name === 'gateway');

/** a container port by its name or number, as a probe or a Service names it */
const portOf = (port: string | number | undefined): number | undefined =>
  typeof port === 'number' ? port : gateway?.ports?.find((p) => p.name === port)?.containerPort;

/** What the gateway runs with: the ConfigMap's value, else the settings table's default. */
const settingMs = (name: string): number => {
  const setting = numberSettings().get(name);
  if (setting === undefined) throw new Error(`${name} is not a setting with a number for its default`);
  return Number(configData[name] ?? setting.value) * (setting.unitMs ?? 1);
};

/** A margin the gateway adds in its code, read from the source file that states it. */
function marginInSource(path: string, pattern: RegExp): number {
  const found = pattern.exec(readFileSync(path, 'utf8'))?.[1];
  if (found === undefined)
    throw new Error(`${path} no longer says ${pattern}: read the stop again and change this test`);
  return Number(found.replaceAll('_', ''));
}

/** Each Secret's keys, by its name. */
const secretKeys = new Map(
  secrets.map((secret) => [
    secret.metadata?.name ?? '',
    new Set([...Object.keys(secret.stringData ?? {}), ...Object.keys(secret.data ?? {})]),
  ]),
);

/** Where each Secret is mounted in the gateway's container, by its name. */
const secretMounts = new Map(
  (gateway?.volumeMounts ?? []).flatMap((mount) => {
    const secretName = pod?.volumes?.find((volume) => volume.name === mount.name)?.secret?.secretName;
    return secretName === undefined ? [] : [[mount.mountPath, secretName] as const];
  }),
);

describe('the Kubernetes manifests', () => {
  it('hold only kinds this test knows, each valid by the Kubernetes API schemas', () => {
    expect(documents.length).toBeGreaterThanOrEqual(6);
    const problems: string[] = [];
    documents.forEach(({ file, document }, i) => {
      for (const error of document.errors) problems.push(`${file}: ${error.message}`);
      const value = values[i];
      try {
        if (!KINDS.some((validated) => validated(value)))
          problems.push(`${file}: a kind this test does not know`);
      } catch (error) {
        problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    expect(problems).toEqual([]);
  });

  it("probe /health for liveness and start-up, /ready for readiness, on the gateway's port, which the Service serves", () => {
    const port = Number(configData['PORT'] ?? settingRows().find((row) => row.name === 'PORT')?.default);
    expect(port).toBeGreaterThan(0);
    const probes = {
      liveness: gateway?.livenessProbe,
      startup: gateway?.startupProbe,
      readiness: gateway?.readinessProbe,
    };
    expect(probes.liveness?.httpGet?.path).toBe('/health');
    expect(probes.startup?.httpGet?.path).toBe('/health');
    expect(probes.readiness?.httpGet?.path).toBe('/ready');
    for (const probe of Object.values(probes)) expect(portOf(probe?.httpGet?.port)).toBe(port);
    const service: IService = one(Service.is, 'Service');
    expect(service.spec?.ports?.map((p) => portOf(p.targetPort))).toEqual([port]);
  });

  it('give the stop more time than the gateway takes with the settings it runs with', () => {
    const [sleep, seconds] = gateway?.lifecycle?.preStop?.exec?.command ?? [];
    expect(sleep).toBe('sleep');
    const preStopMs = Number(seconds) * 1000;
    expect(preStopMs).toBeGreaterThan(0);
    const providerMs = settingMs('PROVIDER_TIMEOUT_MS');
    const drainMs =
      // the mutations in flight: answered by the partner, then journaled
      providerMs +
      marginInSource('src/server/parts.ts', /const SHUTDOWN_MARGIN_MS = ([\d_]+);/) +
      // a reconciliation look already at the partner
      providerMs +
      // the outbox's queues, once the webhook or push attempt in flight has ended
      Math.max(settingMs('WEBHOOK_TIMEOUT_MS'), settingMs('PUSH_TIMEOUT_MS')) +
      marginInSource('src/journal/queue.ts', /graceful: true, timeout: timeoutMs \+ ([\d_]+)/);
    const graceMs = (pod?.terminationGracePeriodSeconds ?? 30) * 1000;
    expect(graceMs, `preStop ${preStopMs} ms + the gateway's stop ${drainMs} ms`).toBeGreaterThan(
      preStopMs + drainMs,
    );
  });

  it("keep one gateway through a voluntary disruption: the budget selects the Deployment's pods", () => {
    const budget: IPodDisruptionBudget = one(PodDisruptionBudget.is, 'PodDisruptionBudget');
    const labels = deployment.spec?.template.metadata?.labels ?? {};
    const selected = budget.spec?.selector?.matchLabels ?? {};
    expect(Object.keys(selected).length).toBeGreaterThan(0);
    expect(labels).toMatchObject(selected);
    expect(deployment.spec?.selector.matchLabels).toEqual(selected);
    expect(one(Service.is, 'Service').spec?.selector).toEqual(selected);
    // one may go, one stays
    expect(budget.spec?.minAvailable).toBe(1);
    expect(deployment.spec?.replicas).toBe(2);
  });

  it('set only settings the gateway has, its secrets from Secrets only, and its files from a mounted Secret', () => {
    const rows = new Map(settingRows().map((row) => [row.name, row]));
    const problems: string[] = [];
    for (const name of Object.keys(configData)) {
      if (!rows.has(name)) problems.push(`ConfigMap: ${name} is no setting of the gateway`);
      if (rows.get(name)?.secret) problems.push(`ConfigMap: ${name} is a secret`);
    }
    for (const env of gateway?.env ?? []) {
      const ref = env.valueFrom?.secretKeyRef;
      if (!rows.has(env.name)) problems.push(`env: ${env.name} is no setting of the gateway`);
      if (ref === undefined) problems.push(`env: ${env.name} does not come from a Secret`);
      else if (!secretKeys.get(ref.name ?? '')?.has(ref.key))
        problems.push(`env: no Secret ${ref.name} with ${ref.key}`);
    }
    for (const [name, path] of Object.entries(configData).filter(([name]) => name.endsWith('_FILE'))) {
      const mount = [...secretMounts.keys()].find((dir) => path.startsWith(`${dir}/`));
      const key = mount === undefined ? undefined : path.slice(mount.length + 1);
      if (
        mount === undefined ||
        key === undefined ||
        !secretKeys.get(secretMounts.get(mount) ?? '')?.has(key)
      )
        problems.push(`ConfigMap: ${name}=${path} is no file of a mounted Secret`);
    }
    expect(problems).toEqual([]);
  });

  it('run as an unprivileged user on a read-only root, with requests for CPU and memory', () => {
    expect(readFileSync('Dockerfile', 'utf8')).toMatch(/^USER node$/m);
    expect(pod?.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    expect(gateway?.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
    });
    expect(gateway?.resources?.requests).toMatchObject({
      cpu: expect.any(String),
      memory: expect.any(String),
    });
  });

  describe('make a configuration', () => {
    const files = mkdtempSync(join(tmpdir(), 'msp-kubernetes-'));
    afterAll(() => rmSync(files, { recursive: true, force: true }));
    /** the container's environment: the ConfigMap's, the Secrets' at their keys, their files under `files` */
    const environment = (filled: Record<string, string>): NodeJS.ProcessEnv => {
      const env: NodeJS.ProcessEnv = {};
      for (const [mount, name] of secretMounts) {
        mkdirSync(join(files, name), { recursive: true });
        const secret = secrets.find((s) => s.metadata?.name === name);
        for (const [key, text] of Object.entries(secret?.stringData ?? {}))
          writeFileSync(join(files, name, key), text);
        for (const [setting, path] of Object.entries(configData))
          if (path.startsWith(`${mount}/`)) env[setting] = join(files, name, path.slice(mount.length + 1));
      }
      for (const [setting, value] of Object.entries(configData)) env[setting] ??= value;
      for (const { name, valueFrom } of gateway?.env ?? []) {
        const ref = valueFrom?.secretKeyRef;
        env[name] =
          filled[name] ?? secrets.find((s) => s.metadata?.name === ref?.name)?.stringData?.[ref?.key ?? ''];
      }
      return env;
    };

    it('that the gateway starts with in production, once the secrets are filled in', () => {
      const config = loadConfig(
        environment({
          JWT_SECRET: 'a-development-secret-of-more-than-32-characters',
          DATABASE_URL: 'postgres://gateway:password@postgres:5432/gateway',
          ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
          REDIS_URL: 'redis://redis:6379',
          PROVIDER_TOKEN: 'a-partner-token-of-our-own',
        }),
      );
      expect(config.production).toBe(true);
      expect(config.redis).toBeDefined();
    });

    it('that the gateway refuses while a placeholder is left, naming it', () => {
      let refused: unknown;
      try {
        loadConfig(environment({}));
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(ConfigError);
      const message = refused instanceof Error ? refused.message : '';
      for (const name of ['JWT_SECRET', 'DATABASE_URL', 'ENCRYPTION_KEY', 'REDIS_URL', 'PROVIDER_TOKEN'])
        expect(message).toContain(name);
    });
  });
});
