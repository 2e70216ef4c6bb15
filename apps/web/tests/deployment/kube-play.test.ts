import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments, stringify } from 'yaml';
import { writeTestSignatures } from '../../../../scripts/lib/clamav-test-signatures.mjs';
import { BASES } from '../../../../scripts/lib/images.mjs';
import { EICAR } from '../support/documents';
import { eventually } from '../support/site';
import { podman } from '../support/stack';

// The Kubernetes demo overlay (deploy/kubernetes) as far as podman 4.3's `kube play` runs it here,
// where no cluster runs: its Deployments (the CMS, Varnish and its exporter, clamd, Redis), their
// Secrets, ConfigMaps and volume claims, in a copy adapted to what podman lacks and to this
// machine, which reaches no ClamAV mirror (`playableCopy`). Not
// played: the StatefulSets (the site, PostgreSQL), the Jobs and CronJobs (the seed, the backup),
// Services, Ingresses and NetworkPolicies. PostgreSQL runs beside them as a plain container under
// its Service's name, and a site container under `web` for Varnish's backend. The images are the
// ones the containers pass built; the third-party ones, their stand-ins.

type K8sObject = { kind: string; metadata: { name: string }; data?: Record<string, string> } & Record<string, unknown>;

const kubernetes = new URL('../../../../deploy/kubernetes', import.meta.url).pathname;
const NETWORK = 'horizon-kube-play';
let scratch = '';
let objects: K8sObject[] = [];
let played = '';

const decoded = (secret: K8sObject, key: string) => Buffer.from(secret.data?.[key] ?? '', 'base64').toString();
const named = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name)!;

/** The container `name` of the pod that kube play made for Deployment `deployment`. */
async function podContainer(deployment: string, name: string): Promise<string> {
  const names = (await podman(['ps', '--all', '--format', '{{.Names}}'])).split('\n');
  const found = names.find((n) => n.startsWith(`${deployment}-pod-`) && n.endsWith(`-${name}`));
  if (!found) throw new Error(`no container ${name} of ${deployment} in ${names.join(', ')}`);
  return found;
}

type Container = Record<string, unknown> & {
  env?: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }>;
  command?: string[];
  args?: string[];
  volumeMounts?: Array<{ name: string; mountPath: string }>;
};
type PodSpec = { containers: Container[]; volumes?: Array<Record<string, unknown> & { name: string }> };

/** The folder of the tests' signatures, mounted in place of the volume freshclam fills. */
const signatures = () => join(scratch, 'clamav-signatures');

/**
 * The copy podman 4.3 can play, and what it lacks, said once:
 * - it publishes every containerPort on the host (0.0.0.0:1337, :6379, …), where a cluster
 *   publishes none: no port is declared, and no probe naming one (podman runs probes with
 *   systemd's timers, which this machine has not);
 * - it does not expand `$(VAR)` in a command's arguments, as Kubernetes does: they are expanded
 *   here from the container's environment (Redis's password);
 * - it mounts a ConfigMap's folder as its owner's only, which Varnish's user cannot read: Varnish
 *   runs on its image's own configuration and 503 pages, which the manifests' unit test holds
 *   equal to the ConfigMaps' copies.
 * And this machine reaches none of ClamAV's mirrors: freshclam is left out, and clamd runs on the
 * tests' signatures (scripts/lib/clamav-test-signatures.mjs), mounted where freshclam's would be.
 */
function playableCopy(object: K8sObject): K8sObject {
  if (object.kind !== 'Deployment') return object;
  const copy = structuredClone(object) as K8sObject & { spec: { template: { spec: PodSpec } } };
  const pod = copy.spec.template.spec;
  const configMapVolumes = new Set(
    (pod.volumes ?? [])
      .filter((volume) => 'configMap' in volume && copy.metadata.name === 'varnish')
      .map((v) => v.name),
  );
  pod.volumes = (pod.volumes ?? []).filter((volume) => !configMapVolumes.has(volume.name));
  if (copy.metadata.name === 'clamav') {
    pod.containers = pod.containers.filter((c) => c.name !== 'freshclam');
    const clamd = pod.containers[0]!;
    const database = clamd.volumeMounts!.find((m) => m.mountPath === '/var/lib/clamav')!.name;
    pod.volumes = pod.volumes.map((v) =>
      v.name === database ? { name: database, hostPath: { path: signatures(), type: 'Directory' } } : v,
    );
    clamd.env = [...(clamd.env ?? []), { name: 'CLAMAV_SIGNATURES', value: 'mounted' }];
  }
  for (const container of pod.containers) {
    for (const key of ['ports', 'readinessProbe', 'livenessProbe', 'startupProbe']) delete container[key];
    container.volumeMounts = (container.volumeMounts ?? []).filter((mount) => !configMapVolumes.has(mount.name));
    if (configMapVolumes.size > 0) container.env = (container.env ?? []).filter((e) => e.name !== 'VARNISH_VCL');
    const values = new Map(
      (container.env ?? []).map((e) => {
        const ref = e.valueFrom?.secretKeyRef;
        return [e.name, ref ? decoded(named('Secret', ref.name), ref.key) : (e.value ?? '')];
      }),
    );
    const expand = (arg: string) =>
      arg.replace(/\$\(([A-Z0-9_]+)\)/g, (whole, name: string) => values.get(name) ?? whole);
    if (container.command) container.command = container.command.map(expand);
    if (container.args) container.args = container.args.map(expand);
  }
  return copy;
}

/** Removes what a run (this one, or an interrupted one before it) made, by the names it gives them. */
const cleanUp = async () => {
  const ignore = () => '';
  for (const deployment of objects.filter((o) => o.kind === 'Deployment'))
    await podman(['pod', 'rm', '--force', '--time', '0', `${deployment.metadata.name}-pod-0`]).catch(ignore);
  for (const name of ['postgres', 'web'])
    await podman(['rm', '--force', '--volumes', '--time', '0', name]).catch(ignore);
  for (const secret of objects.filter((o) => o.kind === 'Secret'))
    await podman(['secret', 'rm', secret.metadata.name]).catch(ignore);
  await podman(['network', 'rm', '--force', NETWORK]).catch(ignore);
  for (const claim of objects.filter((o) => o.kind === 'PersistentVolumeClaim'))
    await podman(['volume', 'rm', '--force', claim.metadata.name]).catch(ignore);
  if (scratch) rmSync(scratch, { recursive: true, force: true });
};

beforeAll(async () => {
  // The demo's Secrets come from files its script writes: a copy, as a fresh checkout would.
  scratch = mkdtempSync(join(tmpdir(), 'kube-play-'));
  cpSync(kubernetes, join(scratch, 'kubernetes'), { recursive: true, filter: (s) => !s.endsWith('.secrets.env') });
  execFileSync('sh', [join(scratch, 'kubernetes/overlays/demo/generate-secrets.sh')], { stdio: 'pipe' });
  const rendered = execFileSync(process.env.KUBECTL ?? 'kubectl', [
    'kustomize',
    join(scratch, 'kubernetes/overlays/demo'),
  ]).toString();
  objects = parseAllDocuments(rendered).map((d) => d.toJS() as K8sObject);
  await cleanUp();
  scratch = mkdtempSync(join(tmpdir(), 'kube-play-'));
  await podman(['network', 'create', NETWORK]);
  mkdirSync(signatures());
  // Read by the image's user, whatever this process's umask.
  chmodSync(signatures(), 0o755);
  writeTestSignatures(signatures());

  // Podman 4.3 reads a pod's Secrets from its own store: each as the JSON of its data.
  for (const secret of objects.filter((o) => o.kind === 'Secret')) {
    const file = join(scratch, `${secret.metadata.name}.json`);
    writeFileSync(file, JSON.stringify(secret.data ?? {}), { mode: 0o600 });
    await podman(['secret', 'create', secret.metadata.name, file]);
  }
  // What the CMS and Varnish reach by their Services' names, and kube play cannot run.
  const database = named('Secret', 'horizon-database');
  await podman([
    'run', '--detach', '--name', 'postgres', '--network', NETWORK,
    '--env', `POSTGRES_USER=${decoded(database, 'POSTGRES_USER') || 'horizon'}`,
    '--env', `POSTGRES_DB=${decoded(database, 'POSTGRES_DB') || 'horizon'}`,
    '--env', `POSTGRES_PASSWORD=${decoded(database, 'POSTGRES_PASSWORD')}`,
    BASES.postgres.standIn,
  ]); // prettier-ignore
  await podman(['run', '--detach', '--name', 'web', '--network', NETWORK, '--entrypoint', 'sleep',
    'localhost/horizon/web:latest', 'infinity']); // prettier-ignore

  const playable = objects
    .filter((o) => ['ConfigMap', 'PersistentVolumeClaim', 'Deployment'].includes(o.kind))
    .map(playableCopy)
    .map((o) =>
      stringify(o)
        .replaceAll(BASES.redis.official, BASES.redis.standIn)
        .replaceAll(BASES.postgres.official, BASES.postgres.standIn),
    );
  played = join(scratch, 'played.yaml');
  writeFileSync(played, playable.join('---\n'));
  await podman(['kube', 'play', '--network', NETWORK, played]);
}, 600_000);

afterAll(cleanUp, 300_000);

describe('the demo overlay, played by podman kube play', () => {
  it('runs Redis with its password, its expiry events, as its user, on a read-only root', async () => {
    const redis = await podContainer('redis', 'redis');
    // redis-cli with the Secret's password, then with a wrong one.
    const password = decoded(named('Secret', 'horizon-redis'), 'REDIS_PASSWORD');
    const cli = (...args: string[]) =>
      podman(['exec', '--env', `REDISCLI_AUTH=${password}`, redis, 'redis-cli', ...args]);
    await eventually(async () => expect(await cli('ping')).toBe('PONG'), 60_000);
    expect(await cli('config', 'get', 'notify-keyspace-events')).toMatch(/E/);
    const refused = await podman(['exec', '--env', 'REDISCLI_AUTH=wrong', redis, 'redis-cli', 'ping']).catch(String);
    expect(refused).toMatch(/WRONGPASS|NOAUTH/);
    expect(await podman(['exec', redis, 'id', '-u'])).toBe('999');
    expect(await podman(['inspect', '--format', '{{.HostConfig.ReadonlyRootfs}}', redis])).toBe('true');
  });

  it('runs the CMS on its volumes, as its user, on a read-only root: it migrates and answers', async () => {
    const cms = await podContainer('cms', 'cms');
    await eventually(async () => {
      const status = await podman(['exec', cms, 'node', '-e',
        "fetch('http://127.0.0.1:1337/_health').then((r) => console.log(r.status), () => console.log(0))"]); // prettier-ignore
      expect(status).toBe('204');
    }, 240_000);
    expect(await podman(['exec', cms, 'id', '-u'])).toBe('1000');
    expect(await podman(['inspect', '--format', '{{.HostConfig.ReadonlyRootfs}}', cms])).toBe('true');
    for (const dir of ['/app/public/uploads', '/var/lib/horizon/privacy', '/tmp'])
      expect(await podman(['exec', cms, 'sh', '-c', `touch ${dir}/.written && echo ok`]), dir).toBe('ok');
  });

  it('runs clamd as its user, on a read-only root: it answers PING and finds the EICAR test file', async () => {
    const clamd = await podContainer('clamav', 'clamd');
    const clamdscan = ['clamdscan', '--config-file=/etc/clamav/clamdscan.conf'];
    await eventually(
      async () => expect(await podman(['exec', clamd, ...clamdscan, '--ping', '1'])).toBe('PONG'),
      60_000,
    );
    // clamdscan exits 1 on a virus: its answer is read whatever its exit.
    const scanned = await podman(['exec', '--env', `EICAR=${EICAR.toString('latin1')}`, clamd, 'sh', '-c',
      `printf %s "$EICAR" > /tmp/eicar; ${clamdscan.join(' ')} --stream --no-summary /tmp/eicar; true`]); // prettier-ignore
    expect(scanned).toMatch(/Horizon\.Test\.EICAR(\.Body)?\.UNOFFICIAL FOUND/);
    expect(await podman(['exec', clamd, 'id', '-u'])).toBe('1000');
    expect(await podman(['inspect', '--format', '{{.HostConfig.ReadonlyRootfs}}', clamd])).toBe('true');
  });

  it("runs Varnish with the site's 503 pages and its exporter beside it, as its user", async () => {
    const varnish = await podContainer('varnish', 'varnish');
    // The configuration loads only with the four pages read (site.vcl's vcl_init).
    await eventually(async () => {
      const list = await podman(['exec', varnish, 'varnishadm', '-n', '/var/lib/varnish/varnishd', 'vcl.list']);
      expect(list).toMatch(/^active\s/m);
    }, 60_000);
    expect(await podman(['exec', varnish, 'id', '-u'])).toBe('1000');
    expect(await podman(['inspect', '--format', '{{.HostConfig.ReadonlyRootfs}}', varnish])).toBe('true');
    const exporter = await podContainer('varnish', 'exporter');
    expect(await podman(['inspect', '--format', '{{.State.Status}}', exporter])).toBe('running');
  });
});
