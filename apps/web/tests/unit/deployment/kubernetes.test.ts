import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as monitoring from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import * as apps from 'kubernetes-models/apps/v1';
import type { IStatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import * as autoscaling from 'kubernetes-models/autoscaling/v2';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import * as batch from 'kubernetes-models/batch/v1';
import type { ICronJob } from 'kubernetes-models/batch/v1/CronJob';
import * as networking from 'kubernetes-models/networking.k8s.io/v1';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import * as policy from 'kubernetes-models/policy/v1';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import * as core from 'kubernetes-models/v1';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IService } from 'kubernetes-models/v1/Service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

// The Kubernetes manifests (deploy/kubernetes): each overlay rendered by kustomize as `kubectl
// apply -k` would, every object checked against the Kubernetes API's schema (kubernetes-models,
// generated from the API's OpenAPI; the Prometheus Operator's from its CRDs), and then what the
// images and the apps need of them (deploy/kubernetes/README.md says why each is so).

const root = join(__dirname, '../../../../..');
const kubernetes = join(root, 'deploy/kubernetes');
const kubectl = process.env.KUBECTL ?? 'kubectl';

interface Meta {
  name: string;
  namespace?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: Meta;
  spec?: unknown;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}
interface PodTemplate {
  where: string;
  labels: Record<string, string>;
  spec: IPodSpec;
}

const yamlObjects = (text: string) =>
  parseAllDocuments(text)
    .map((document) => document.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);

function render(overlay: string, base = kubernetes): K8sObject[] {
  return yamlObjects(
    execFileSync(kubectl, ['kustomize', join(base, 'overlays', overlay)], { encoding: 'utf8', stdio: 'pipe' }),
  );
}

/** Kustomize 5 (kubectl 1.27+): components, `labels` and patches that delete need it. */
function checkKubectl(): void {
  let version: string;
  try {
    version = execFileSync(kubectl, ['version', '--client'], { encoding: 'utf8', stdio: 'pipe' });
  } catch {
    throw new Error(
      `${kubectl} is missing: these tests render deploy/kubernetes with \`kubectl kustomize\` ` +
        '(kubectl 1.27 or later, which bundles kustomize 5). Install kubectl, or set KUBECTL to its path.',
    );
  }
  const kustomize = /Kustomize Version: v(\d+)\./.exec(version);
  if (!kustomize || Number(kustomize[1]) < 5)
    throw new Error(
      `${kubectl} bundles ${kustomize ? `kustomize v${kustomize[1]}` : 'no kustomize version it names'}; ` +
        "deploy/kubernetes needs kustomize 5 (kubectl 1.27 or later). Debian 12's kubernetes-client (1.20) is too old.",
    );
}

// --- The API's schema ---------------------------------------------------------------------------

const models: Record<string, Record<string, unknown>> = {
  v1: core,
  'apps/v1': apps,
  'batch/v1': batch,
  'policy/v1': policy,
  'autoscaling/v2': autoscaling,
  'networking.k8s.io/v1': networking,
  'monitoring.coreos.com/v1': monitoring,
};

interface Validatable {
  prototype: { validate(this: unknown): void };
}

function modelOf(object: K8sObject): Validatable | undefined {
  const model = models[object.apiVersion]?.[object.kind];
  return typeof model === 'function' && 'validate' in model.prototype ? (model as Validatable) : undefined;
}

/** `value` as the validator sees it, each property it reads recorded by its path. */
function tracked<T>(value: T, path: string, read: Set<string>): T {
  if (value === null || typeof value !== 'object') return value;
  return new Proxy(value, {
    get(target, key, receiver) {
      if (typeof key === 'string') read.add(`${path}/${key}`);
      return tracked(Reflect.get(target, key, receiver), `${path}/${String(key)}`, read);
    },
  });
}

/** The paths of `value` the validator never read: fields the schema does not know. */
function unread(value: unknown, path: string, read: Set<string>): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    read.has(`${path}/${key}`) ? unread(child, `${path}/${key}`, read) : [`${path}/${key}`],
  );
}

/**
 * What the API server would refuse: a kind it does not serve, a field of the wrong type or missing,
 * and (as `kubectl apply`'s strict field validation does) a field it does not know. The generated
 * validators accept unknown fields (the API's schema does not forbid them), so this records which
 * fields the validator read and reports the others.
 */
function schemaProblems(given: K8sObject): string[] {
  const name = `${given.apiVersion} ${given.kind} ${given.metadata?.name}`;
  const model = modelOf(given);
  if (!model) return [`${name}: no model for this kind (an unknown apiVersion or kind)`];
  // Kustomize folds a long Secret value's base64 over several lines, which the API server's decoder
  // (Go's encoding/base64) reads as one; the validator's `byte` format wants it on one line.
  const object =
    given.kind === 'Secret' && given.data
      ? {
          ...given,
          data: Object.fromEntries(Object.entries(given.data).map(([k, v]) => [k, v.replace(/[\r\n]/g, '')])),
        }
      : given;
  const read = new Set<string>();
  try {
    model.prototype.validate.call(tracked(object, '', read));
  } catch (error) {
    return [`${name}: ${(error as Error).message}`];
  }
  return unread(object, '', read).map((path) => `${name}: unknown field ${path}`);
}

// --- Reading the objects ------------------------------------------------------------------------

const nameOf = (object: K8sObject) => `${object.kind}/${object.metadata.name}`;
const ofKind = <T = K8sObject>(objects: K8sObject[], kind: string) =>
  objects.filter((object) => object.kind === kind) as unknown as Array<T & K8sObject>;

function one<T>(objects: K8sObject[], kind: string, name: string): T & K8sObject {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`no ${kind} named ${name}`);
  return found as unknown as T & K8sObject;
}

function podTemplates(objects: K8sObject[]): PodTemplate[] {
  return objects.flatMap((object): PodTemplate[] => {
    const spec = object.spec as { template: { metadata?: Meta; spec: IPodSpec } };
    const where = nameOf(object);
    switch (object.kind) {
      case 'Deployment':
      case 'StatefulSet':
      case 'DaemonSet':
      case 'ReplicaSet':
      case 'Job':
        return [{ where, labels: spec.template.metadata?.labels ?? {}, spec: spec.template.spec }];
      case 'CronJob': {
        const template = (object as unknown as ICronJob).spec!.jobTemplate.spec!.template;
        return [{ where, labels: (template.metadata?.labels ?? {}) as Record<string, string>, spec: template.spec! }];
      }
      case 'Pod':
        return [{ where, labels: object.metadata.labels ?? {}, spec: object.spec as IPodSpec }];
      default:
        return [];
    }
  });
}

const containersOf = (spec: IPodSpec): IContainer[] => [...(spec.initContainers ?? []), ...spec.containers];

function container(objects: K8sObject[], kind: string, name: string, containerName = name): IContainer {
  const [template] = podTemplates([one(objects, kind, name)]);
  const found = template!.spec.containers.find((c) => c.name === containerName);
  if (!found) throw new Error(`${kind}/${name} has no container ${containerName}`);
  return found;
}

const envValue = (c: IContainer, name: string) => c.env?.find((variable) => variable.name === name)?.value;

const matches = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  Object.entries(selector ?? {}).every(([key, value]) => labels[key] === value);

// --- What every pod must be -----------------------------------------------------------------------

/** What Pod Security's `restricted` level refuses, and a container without bounds. */
function securityProblems({ where, spec }: PodTemplate): string[] {
  const found: string[] = [];
  if (spec.securityContext?.runAsNonRoot !== true) found.push(`${where}: runAsNonRoot is not true`);
  if (spec.securityContext?.seccompProfile?.type !== 'RuntimeDefault')
    found.push(`${where}: seccompProfile is not RuntimeDefault`);
  for (const c of containersOf(spec)) {
    const at = `${where} container ${c.name}`;
    if (c.securityContext?.readOnlyRootFilesystem !== true) found.push(`${at}: root filesystem not read-only`);
    if (c.securityContext?.allowPrivilegeEscalation !== false) found.push(`${at}: may escalate privileges`);
    if (!c.securityContext?.capabilities?.drop?.includes('ALL')) found.push(`${at}: capabilities not all dropped`);
    if (c.securityContext?.capabilities?.add?.length) found.push(`${at}: adds capabilities`);
    if (c.securityContext?.runAsUser === 0 || c.securityContext?.runAsNonRoot === false) found.push(`${at}: root`);
    // No CPU limit on purpose (deploy/kubernetes/README.md): throttling slows every page.
    for (const [kind, name] of [
      ['requests', 'cpu'],
      ['requests', 'memory'],
      ['limits', 'memory'],
    ] as const)
      if (c.resources?.[kind]?.[name] === undefined) found.push(`${at}: no resources.${kind}.${name}`);
  }
  return found;
}

// --- Who may connect to whom --------------------------------------------------------------------

const peerName = (peer: INetworkPolicyPeer) => {
  const pod = peer.podSelector?.matchLabels?.['app.kubernetes.io/name'];
  const namespace = peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'];
  if (peer.ipBlock) return `addresses:${peer.ipBlock.cidr}`;
  if (peer.namespaceSelector && peer.podSelector) return `namespace:${namespace ?? '?'}/pod:${pod ?? '?'}`;
  if (peer.namespaceSelector) return `namespace:${namespace ?? 'any'}`;
  return `pod:${pod ?? 'any'}`;
};

/** Who the network policies let reach the pods labelled `labels` on `port`: `anyone`, `pod:<name>`, `namespace:<name>`. */
function allowedPeers(objects: K8sObject[], labels: Record<string, string>, port: number): string[] {
  const peers = new Set<string>();
  for (const networkPolicy of ofKind<INetworkPolicy>(objects, 'NetworkPolicy')) {
    const spec = networkPolicy.spec!;
    if (
      spec.podSelector?.matchExpressions?.length ||
      spec.ingress?.some((r) => r.from?.some((p) => p.podSelector?.matchExpressions))
    )
      throw new Error(`NetworkPolicy/${networkPolicy.metadata.name}: this test reads matchLabels only`);
    // No selector, or an empty one: every pod of the namespace.
    if (!matches(spec.podSelector?.matchLabels, labels)) continue;
    for (const rule of spec.ingress ?? []) {
      const onPort = !rule.ports?.length || rule.ports.some((p) => p.port === port || p.port === undefined);
      if (!onPort) continue;
      if (!rule.from?.length) peers.add('anyone');
      else rule.from.forEach((peer) => peers.add(peerName(peer)));
    }
  }
  return [...peers].sort();
}

// --- The files in the repository ----------------------------------------------------------------

/** The files under deploy/kubernetes that git would commit (the ignored secrets.env files are not). */
const committable = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'deploy/kubernetes'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);

const gitIgnores = (file: string) => {
  try {
    execFileSync('git', ['check-ignore', '--quiet', '--no-index', file], { cwd: root, stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
};

// ------------------------------------------------------------------------------------------------

let scratch: string;
const rendered: Record<'demo' | 'production', K8sObject[]> = { demo: [], production: [] };
let restorePod: K8sObject[];

beforeAll(() => {
  checkKubectl();
  // The demo's Secrets come from files its script writes: render a copy with fresh ones, as a
  // fresh checkout would after the README's first step.
  scratch = mkdtempSync(join(tmpdir(), 'kubernetes-'));
  cpSync(kubernetes, join(scratch, 'kubernetes'), {
    recursive: true,
    filter: (source) => !source.endsWith('.secrets.env'),
  });
  execFileSync('sh', [join(scratch, 'kubernetes/overlays/demo/generate-secrets.sh')], { stdio: 'pipe' });
  rendered.demo = render('demo', join(scratch, 'kubernetes'));
  rendered.production = render('production', join(scratch, 'kubernetes'));
  restorePod = yamlObjects(readFileSync(join(kubernetes, 'restore/restore-pod.yaml'), 'utf8'));
});
afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe.each(['demo', 'production'] as const)('the %s overlay', (overlay) => {
  const objects = () => rendered[overlay];

  it('renders objects the Kubernetes API accepts (schema, and no unknown field)', () => {
    expect(objects().length).toBeGreaterThan(20);
    expect(objects().flatMap(schemaProblems)).toEqual([]);
  });

  it('runs every pod as a user without privileges, with a read-only root and bounded resources', () => {
    expect(podTemplates(objects()).flatMap(securityProblems)).toEqual([]);
  });

  it('mounts every folder an image writes to, since their root filesystem is read-only', () => {
    // What each image writes (apps/web/Dockerfile, apps/cms/Dockerfile, deploy/varnish/entrypoint.sh,
    // deploy/clamav: clamd its scans' streams, freshclam the signatures).
    const writes: Array<[string, string, string, string[]]> = [
      ['StatefulSet', 'web', 'web', ['/var/lib/horizon/outbox', '/app/.next/cache', '/tmp']],
      [
        'Deployment',
        'cms',
        'cms',
        ['/app/public/uploads', '/var/lib/horizon/privacy', '/var/lib/horizon/mail', '/tmp'],
      ],
      ['Deployment', 'varnish', 'varnish', ['/var/lib/varnish', '/tmp']],
      ['Deployment', 'clamav', 'clamd', ['/tmp']],
      ['Deployment', 'clamav', 'freshclam', ['/var/lib/clamav', '/tmp']],
    ];
    for (const [kind, name, containerName, folders] of writes) {
      const mounted = (container(objects(), kind, name, containerName).volumeMounts ?? [])
        .filter((mount) => !mount.readOnly)
        .map((mount) => mount.mountPath);
      expect(mounted, `${kind}/${name}`).toEqual(expect.arrayContaining(folders));
    }
  });

  it('refers only to volumes, ports, ConfigMaps and claims that exist', () => {
    const names = (kind: string) => new Set(ofKind(objects(), kind).map((object) => object.metadata.name));
    const configMaps = names('ConfigMap');
    const claims = names('PersistentVolumeClaim');
    const secrets = names('Secret');
    const problems: string[] = [];
    for (const { where, spec } of podTemplates(objects())) {
      const owner = objects().find((object) => nameOf(object) === where)!;
      const templates = ((owner.spec as IStatefulSet['spec'])?.volumeClaimTemplates ?? []).map((t) => t.metadata?.name);
      const volumes = new Set([...(spec.volumes ?? []).map((volume) => volume.name), ...templates]);
      for (const volume of spec.volumes ?? []) {
        if (volume.configMap && !configMaps.has(volume.configMap.name!))
          problems.push(`${where}: no ConfigMap ${volume.configMap.name}`);
        if (volume.persistentVolumeClaim && !claims.has(volume.persistentVolumeClaim.claimName))
          problems.push(`${where}: no PersistentVolumeClaim ${volume.persistentVolumeClaim.claimName}`);
      }
      for (const c of containersOf(spec)) {
        const ports = new Set((c.ports ?? []).map((port) => port.name));
        for (const mount of c.volumeMounts ?? [])
          if (!volumes.has(mount.name)) problems.push(`${where} ${c.name}: no volume ${mount.name}`);
        for (const probe of [c.readinessProbe, c.livenessProbe, c.startupProbe]) {
          const port = probe?.httpGet?.port ?? probe?.tcpSocket?.port;
          if (typeof port === 'string' && !ports.has(port)) problems.push(`${where} ${c.name}: no port ${port}`);
        }
        for (const source of c.envFrom ?? [])
          if (source.configMapRef && !configMaps.has(source.configMapRef.name!))
            problems.push(`${where} ${c.name}: no ConfigMap ${source.configMapRef.name}`);
        // Production's Secrets are made by hand (README); the demo's are all generated.
        if (overlay === 'demo') {
          const refs = [
            ...(c.envFrom ?? []).map((source) => source.secretRef?.name),
            ...(c.env ?? []).map((variable) => variable.valueFrom?.secretKeyRef?.name),
          ].filter((name): name is string => name !== undefined);
          for (const name of refs) if (!secrets.has(name)) problems.push(`${where} ${c.name}: no Secret ${name}`);
        }
      }
    }
    for (const service of ofKind<IService>(objects(), 'Service')) {
      const pods = podTemplates(objects()).filter(({ labels }) => matches(service.spec!.selector, labels));
      if (pods.length === 0) problems.push(`Service/${service.metadata.name}: selects no pod`);
      for (const port of service.spec!.ports ?? []) {
        const target = port.targetPort ?? port.port;
        const served = pods.some(({ spec }) =>
          spec.containers.some((c) => c.ports?.some((p) => p.name === target || p.containerPort === target)),
        );
        if (!served) problems.push(`Service/${service.metadata.name}: no pod serves ${target}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('points the apps at Services that exist, headless where every pod must be reached', () => {
    const services = ofKind<IService>(objects(), 'Service');
    const problems: string[] = [];
    for (const { where, spec } of podTemplates(objects()))
      for (const c of containersOf(spec))
        for (const variable of c.env ?? []) {
          const address =
            /^(?:https?|redis|tcp):\/\/(?:[^@/]*@)?([a-z0-9-]+):(\d+)/.exec(variable.value ?? '') ??
            (variable.name === 'VARNISH_BACKENDS' ? /^([a-z0-9-]+):(\d+)$/.exec(variable.value ?? '') : null);
          if (!address) continue;
          const [, host, port] = address;
          const service = services.find((s) => s.metadata.name === host);
          if (!service?.spec?.ports?.some((p) => p.port === Number(port)))
            problems.push(`${where} ${c.name} ${variable.name}: no Service ${host} on port ${port}`);
          // Resolved to every address DNS gives: only a headless Service gives the pods'.
          if (host!.endsWith('-headless') && service?.spec?.clusterIP !== 'None')
            problems.push(`Service/${host} is not headless`);
        }
    expect(problems).toEqual([]);
    const site = container(objects(), 'StatefulSet', 'web');
    expect(envValue(site, 'VARNISH_PURGE_URLS')).toBe('http://varnish-headless:8080/');
    expect(envValue(container(objects(), 'Deployment', 'cms'), 'WEB_PRIVACY_ERASE_URLS')).toBe(
      'http://web-headless:3000/api/privacy/erase',
    );
    expect(envValue(container(objects(), 'Deployment', 'varnish'), 'VARNISH_BACKENDS')).toBe('web:3000');
    expect(envValue(container(objects(), 'Deployment', 'cms'), 'CLAMD_URL')).toBe('tcp://clamav:3310');
  });

  it('runs the site as a StatefulSet that drains before it stops, each replica on its own outbox volume', () => {
    const web = one<IStatefulSet>(objects(), 'StatefulSet', 'web');
    const spec = web.spec!;
    const site = container(objects(), 'StatefulSet', 'web');
    expect(spec.podManagementPolicy).toBe('Parallel');
    // The autoscaler owns the count: a `replicas` here would be put back at every apply.
    expect(spec.replicas, 'the StatefulSet sets replicas, which the autoscaler owns').toBeUndefined();
    expect(site.readinessProbe?.httpGet?.path).toBe('/api/health/ready');
    expect(site.livenessProbe?.httpGet?.path).toBe('/api/health/live');

    const preStop = site.lifecycle?.preStop?.exec?.command ?? [];
    expect(preStop.join(' '), 'preStop').toMatch(/sleep \d+$/);
    const preStopSeconds = Number(preStop.at(-1));
    expect(preStopSeconds).toBeGreaterThan(0);
    const drainSeconds = Number(envValue(site, 'SHUTDOWN_TIMEOUT_MS') ?? 25_000) / 1000;
    expect(spec.template.spec!.terminationGracePeriodSeconds).toBeGreaterThan(drainSeconds + preStopSeconds);

    const outbox = envValue(site, 'LEADS_OUTBOX_DIR');
    expect(outbox, 'LEADS_OUTBOX_DIR is set').toBeDefined();
    const mount = site.volumeMounts?.find((m) => m.mountPath === outbox);
    expect(mount, `nothing is mounted at LEADS_OUTBOX_DIR (${outbox})`).toBeDefined();
    expect(spec.volumeClaimTemplates?.map((t) => t.metadata?.name)).toContain(mount!.name);
    expect(spec.template.spec!.volumes?.map((v) => v.name)).not.toContain(mount!.name);
  });

  it('keeps the site available: a disruption budget and a CPU autoscaler of at least two replicas target it', () => {
    const labels = one<IStatefulSet>(objects(), 'StatefulSet', 'web').spec!.template.metadata!.labels!;
    const budgets = ofKind<IPodDisruptionBudget>(objects(), 'PodDisruptionBudget').filter((pdb) =>
      matches(pdb.spec!.selector?.matchLabels, labels),
    );
    expect(budgets, 'no PodDisruptionBudget selects the site').toHaveLength(1);
    expect(budgets[0]!.spec!.maxUnavailable ?? budgets[0]!.spec!.minAvailable).toBeDefined();

    const scalers = ofKind<IHorizontalPodAutoscaler>(objects(), 'HorizontalPodAutoscaler').filter(
      (hpa) => hpa.spec!.scaleTargetRef.kind === 'StatefulSet' && hpa.spec!.scaleTargetRef.name === 'web',
    );
    expect(scalers, 'no HorizontalPodAutoscaler targets the site').toHaveLength(1);
    const scaler = scalers[0]!.spec!;
    expect(scaler.minReplicas).toBeGreaterThanOrEqual(2);
    expect(scaler.maxReplicas).toBeGreaterThan(scaler.minReplicas!);
    expect(scaler.metrics?.map((metric) => metric.resource?.name)).toContain('cpu');
  });

  it('runs one CMS replica, replaced by stopping the old one first', () => {
    const cms = one<{ spec: { replicas?: number; strategy?: { type?: string } } }>(objects(), 'Deployment', 'cms');
    expect(cms.spec.replicas).toBe(1);
    expect(cms.spec.strategy?.type).toBe('Recreate');
  });

  it('runs one clamd, with freshclam beside it filling the volume of signatures it reads, and waits for the first download', () => {
    const clamav = one<{ spec: { replicas?: number; strategy?: { type?: string } } }>(
      objects(),
      'Deployment',
      'clamav',
    );
    // The signatures' volume is ReadWriteOnce: one pod, the old one stopped first.
    expect(clamav.spec.replicas).toBe(1);
    expect(clamav.spec.strategy?.type).toBe('Recreate');
    const pod = podTemplates([clamav])[0]!.spec;
    const clamd = container(objects(), 'Deployment', 'clamav', 'clamd');
    const freshclam = container(objects(), 'Deployment', 'clamav', 'freshclam');
    expect([clamd.args, freshclam.args]).toEqual([['clamd'], ['freshclam']]);
    const database = (c: IContainer) => c.volumeMounts?.find((m) => m.mountPath === '/var/lib/clamav');
    expect(database(clamd)?.readOnly).toBe(true);
    expect(database(freshclam)?.readOnly).toBeFalsy();
    expect(database(clamd)?.name).toBe(database(freshclam)?.name);
    const claim = pod.volumes?.find((v) => v.name === database(clamd)?.name)?.persistentVolumeClaim?.claimName;
    expect(claim, 'the signatures are not on a PersistentVolumeClaim: each restart would download them again').toBe(
      'clamav-database',
    );
    // The first download and the loading, before liveness may restart it: 15 minutes at least.
    const startup = clamd.startupProbe!;
    expect(startup.exec?.command).toContain('--ping');
    expect(startup.periodSeconds! * startup.failureThreshold!).toBeGreaterThanOrEqual(15 * 60);
    expect(clamd.readinessProbe?.exec?.command).toEqual(startup.exec?.command);
    // ClamAV's full database: about 1.2 GiB loaded.
    expect(clamd.resources?.limits?.memory).toBe('2Gi');
  });

  it('keeps the erasure ledger on its own volume, backed up apart from the database', () => {
    const cms = podTemplates([one(objects(), 'Deployment', 'cms')])[0]!.spec;
    const claimOf = (spec: IPodSpec, mountPath: string, c = spec.containers[0]!) => {
      const mount = c.volumeMounts?.find((m) => m.mountPath === mountPath);
      return spec.volumes?.find((v) => v.name === mount?.name)?.persistentVolumeClaim?.claimName;
    };
    const ledger = claimOf(cms, '/var/lib/horizon/privacy');
    const uploads = claimOf(cms, '/app/public/uploads');
    expect(ledger, 'the ledger is not on a PersistentVolumeClaim').toBeDefined();
    expect(uploads, 'the uploads are not on a PersistentVolumeClaim').toBeDefined();
    expect(ledger).not.toBe(uploads);

    const backup = podTemplates([one(objects(), 'CronJob', 'backup')])[0]!.spec;
    const claims = (c: IContainer) =>
      (c.volumeMounts ?? []).map(
        (m) => backup.volumes?.find((v) => v.name === m.name)?.persistentVolumeClaim?.claimName,
      );
    const steps = containersOf(backup);
    const dump = steps.find((c) => c.args?.join(' ').includes('pg_dump -Fc'));
    const copy = steps.find((c) => claims(c).includes(ledger));
    expect(dump, 'no step dumps the database with pg_dump -Fc').toBeDefined();
    expect(copy, 'no step copies the erasure ledger').toBeDefined();
    expect(
      steps.find((c) => claims(c).includes(uploads) && c.args?.join(' ').includes('tar ')),
      'uploads',
    ).toBeDefined();
    // 30 days of dumps, then none holds a person erased before them (docs/privacy.md).
    expect(dump!.args!.join(' ')).toMatch(/-mmin \+43200 .*-delete/);
    const dumpVolumes = claims(dump!);
    const ledgerCopies = claims(copy!).filter((claim) => claim !== ledger);
    expect(ledgerCopies.length).toBeGreaterThan(0);
    for (const claim of ledgerCopies)
      expect(dumpVolumes, `the ledger is copied among the dumps (${claim})`).not.toContain(claim);
    // The restore pod reads the dumps, never the ledger nor its copies.
    const restoreClaims = (restorePod[0]!.spec as IPodSpec).volumes?.map((v) => v.persistentVolumeClaim?.claimName);
    for (const claim of [ledger, ...ledgerCopies]) expect(restoreClaims).not.toContain(claim);
  });

  it('lets in only the expected connections', () => {
    const policies = ofKind<INetworkPolicy>(objects(), 'NetworkPolicy');
    expect(
      policies.some(
        (p) =>
          Object.keys(p.spec!.podSelector?.matchLabels ?? {}).length === 0 &&
          !p.spec!.podSelector?.matchExpressions?.length &&
          p.spec!.policyTypes?.includes('Ingress') &&
          !p.spec!.ingress?.length,
      ),
      'no policy refuses every incoming connection by default',
    ).toBe(true);

    const labelsOf = (name: string) => ({ 'app.kubernetes.io/name': name });
    const ingress = 'namespace:ingress-nginx';
    const prometheus = 'namespace:monitoring';
    const expected: Array<[string, number, string[]]> = [
      ['cms', 1337, [ingress, 'pod:seed', 'pod:web']],
      ['cms', 9465, [prometheus]],
      ['web', 3000, ['pod:cms', 'pod:varnish']],
      ['web', 9464, [prometheus]],
      ['varnish', 8080, [ingress, 'pod:web']],
      ['varnish', 9131, [prometheus]],
      ['clamav', 3310, ['pod:cms']],
    ];
    if (overlay === 'demo')
      expected.push(
        ['redis', 6379, ['pod:web']],
        ['postgres', 5432, ['pod:backup', 'pod:cms', 'pod:restore', 'pod:seed']],
      );
    for (const [app, port, peers] of expected)
      expect(allowedPeers(objects(), labelsOf(app), port), `who reaches ${app}:${port}`).toEqual(peers.sort());
    // Nothing else is open on them (a port not listed above).
    for (const [app] of expected)
      expect(allowedPeers(objects(), labelsOf(app), 1), `who reaches ${app} on another port`).toEqual([]);
    // The pods named there are the ones the workloads run.
    const running = new Set(
      [...podTemplates(objects()), ...podTemplates(restorePod)].map(({ labels }) => labels['app.kubernetes.io/name']),
    );
    const named = expected.flatMap(([, , peers]) => peers.filter((p) => p.startsWith('pod:')).map((p) => p.slice(4)));
    for (const name of named) if (overlay === 'demo' || name !== 'seed') expect(running).toContain(name);
  });

  it('uses the images of this repository, renamed by the overlay, and pinned third-party ones', () => {
    const allowed =
      overlay === 'demo'
        ? /^localhost\/horizon\/(web|cms|varnish|clamav):latest$/
        : // A registry of yours and a version, never the base's bare name nor `latest`.
          /^[\w.-]+(:\d+)?\/([\w.-]+\/)*horizon\/(web|cms|varnish|clamav):(?!latest$)[\w.-]+$/;
    const theirs = ['docker.io/library/postgres:15-bookworm', 'docker.io/library/redis:7-bookworm'];
    for (const { where, spec } of podTemplates(objects()))
      for (const c of containersOf(spec)) {
        expect(allowed.test(c.image!) || theirs.includes(c.image!), `${where} ${c.name}: image ${c.image}`).toBe(true);
        expect(c.imagePullPolicy, `${where} ${c.name}`).toBe('IfNotPresent');
      }
  });
});

describe('the overlays', () => {
  it('put the Prometheus Operator objects in production only (clusters without its CRDs refuse them)', () => {
    const operatorKinds = (objects: K8sObject[]) =>
      objects
        .filter((object) => object.apiVersion.startsWith('monitoring.coreos.com/'))
        .map(nameOf)
        .sort();
    expect(operatorKinds(rendered.demo)).toEqual([]);
    expect(operatorKinds(rendered.production)).toEqual([
      'PrometheusRule/horizon',
      'ServiceMonitor/cms',
      'ServiceMonitor/varnish',
      'ServiceMonitor/web',
    ]);
    const dashboard = one(rendered.production, 'ConfigMap', 'grafana-dashboard-horizon');
    expect(dashboard.metadata.labels?.grafana_dashboard).toBe('1');
  });

  it('have the demo run its own database, Redis and seed, and production none of them', () => {
    const own = (objects: K8sObject[]) =>
      ['StatefulSet/postgres', 'Deployment/redis', 'Job/seed'].filter((name) =>
        objects.some((o) => nameOf(o) === name),
      );
    expect(own(rendered.demo)).toEqual(['StatefulSet/postgres', 'Deployment/redis', 'Job/seed']);
    expect(own(rendered.production)).toEqual([]);
  });

  it('seed the demo with the CMS image, its seed script as the command, on the CMS node', () => {
    const seed = podTemplates([one(rendered.demo, 'Job', 'seed')])[0]!;
    const c = seed.spec.containers[0]!;
    // The image's entrypoint is Strapi's command line: `args` alone would be handed to it.
    expect(c.command, 'the seed replaces the entrypoint').toEqual(['node']);
    expect(c.args).toEqual(['scripts/seed.js', '--built']);
    expect(c.image).toBe(container(rendered.demo, 'Deployment', 'cms').image);
    const affinity = seed.spec.affinity?.podAffinity?.requiredDuringSchedulingIgnoredDuringExecution?.[0];
    expect(affinity?.labelSelector?.matchLabels).toEqual({ 'app.kubernetes.io/name': 'cms' });
    expect(affinity?.topologyKey).toBe('kubernetes.io/hostname');
  });

  it('give production its e-mail through SMTP, and the demo its e-mail files on a volume', () => {
    const cmsOf = (objects: K8sObject[]) => podTemplates([one(objects, 'Deployment', 'cms')])[0]!.spec;
    const production = cmsOf(rendered.production);
    expect(production.containers[0]!.envFrom?.map((source) => source.secretRef?.name)).toContain('horizon-smtp');
    const demo = cmsOf(rendered.demo);
    const mail = demo.containers[0]!.volumeMounts?.find((m) => m.mountPath === '/var/lib/horizon/mail');
    expect(demo.volumes?.find((v) => v.name === mail?.name)?.persistentVolumeClaim).toBeDefined();
  });
});

describe('the secrets', () => {
  it('have no value in any file of deploy/kubernetes that git would commit', () => {
    const found: string[] = [];
    for (const file of committable().filter((f) => /\.ya?ml$/.test(f))) {
      for (const object of yamlObjects(readFileSync(join(root, file), 'utf8')))
        if (object.kind === 'Secret' && (object.data || object.stringData))
          found.push(`${file}: Secret ${object.metadata?.name}`);
    }
    for (const file of committable()) if (file.endsWith('.env')) found.push(`${file}: an env file`);
    expect(found).toEqual([]);
  });

  it.each(['demo', 'production'])('of the %s overlay are generated only from git-ignored files', (overlay) => {
    const dir = `deploy/kubernetes/overlays/${overlay}`;
    const kustomization = parse(readFileSync(join(root, dir, 'kustomization.yaml'), 'utf8')) as {
      secretGenerator?: Array<{ name: string; literals?: string[]; envs?: string[]; files?: string[] }>;
    };
    for (const generator of kustomization.secretGenerator ?? []) {
      expect(generator.literals, `${generator.name} has literals`).toBeUndefined();
      for (const file of [...(generator.envs ?? []), ...(generator.files ?? [])].map((f) => f.replace(/^.*=/, '')))
        expect(gitIgnores(`${dir}/${file}`), `${dir}/${file} is not git-ignored`).toBe(true);
    }
    const generated = (kustomization.secretGenerator ?? []).map((g) => g.name).sort();
    expect(
      ofKind(rendered[overlay as 'demo' | 'production'], 'Secret')
        .map((s) => s.metadata.name)
        .sort(),
    ).toEqual(generated);
  });

  it('are written by the demo script, each address carrying the password its server is given', () => {
    const env = (file: string) =>
      Object.fromEntries(
        readFileSync(join(scratch, 'kubernetes/overlays/demo', file), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      );
    const database = env('database.secrets.env');
    const redis = env('redis.secrets.env');
    expect(database.DATABASE_URL).toBe(`postgres://horizon:${database.POSTGRES_PASSWORD}@postgres:5432/horizon`);
    expect(redis.REDIS_URL).toBe(`redis://:${redis.REDIS_PASSWORD}@redis:6379`);
    expect(env('cms.secrets.env').ADMIN_PASSWORD).toMatch(/^Hz1-[\w-]{32}$/);
    for (const value of Object.values(env('shared.secrets.env'))) expect(value.length).toBeGreaterThanOrEqual(7);
    expect(env('shared.secrets.env').REVALIDATE_SECRET).not.toBe(env('shared.secrets.env').PRIVACY_ERASE_SECRET);
  });
});

describe('the copies inside deploy/kubernetes (kustomize reads no file outside it)', () => {
  const fix = 'sh deploy/kubernetes/copy-sources.sh';
  const same = (copy: string, source: string) => {
    expect(existsSync(join(root, source)), `${source} is missing`).toBe(true);
    expect(
      readFileSync(join(root, copy), 'utf8') === readFileSync(join(root, source), 'utf8'),
      `${copy} differs from ${source}: run \`cp ${source} ${copy}\` (or ${fix} for every copy)`,
    ).toBe(true);
  };

  it("of Varnish's configuration", () => same('deploy/kubernetes/base/varnish/site.vcl', 'deploy/varnish/site.vcl'));

  it("of the site's pages for when it is away, every one of them", () => {
    const pages = readdirSync(join(root, 'deploy/varnish/unavailable')).sort();
    expect(pages).toEqual(['en.html', 'en.txt', 'fr.html', 'fr.txt']);
    for (const page of pages)
      same(`deploy/kubernetes/base/varnish/unavailable/${page}`, `deploy/varnish/unavailable/${page}`);
    const configMap = rendered.production.find(
      (o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('varnish-unavailable'),
    );
    expect(Object.keys(configMap?.data ?? {}).sort()).toEqual(pages);
  });

  it('of the Grafana dashboard', () =>
    same('deploy/kubernetes/components/prometheus-operator/grafana/horizon.json', 'deploy/grafana/horizon.json'));

  it('of the alert rules, as the groups of the PrometheusRule', () => {
    const source = parse(readFileSync(join(root, 'deploy/prometheus/alerts.yml'), 'utf8')) as { groups: unknown };
    const copy = parse(
      readFileSync(join(root, 'deploy/kubernetes/components/prometheus-operator/prometheus-rule.yaml'), 'utf8'),
    ) as { spec: { groups: unknown } };
    expect(
      copy.spec.groups,
      `the PrometheusRule's groups differ from deploy/prometheus/alerts.yml: run ${fix}`,
    ).toEqual(source.groups);
  });
});

describe('the restore pod (deploy/kubernetes/restore/restore-pod.yaml)', () => {
  it('is a pod the API accepts, without privileges, like the others', () => {
    expect(restorePod.map(nameOf)).toEqual(['Pod/restore']);
    expect(restorePod.flatMap(schemaProblems)).toEqual([]);
    expect(podTemplates(restorePod).flatMap(securityProblems)).toEqual([]);
  });
});
