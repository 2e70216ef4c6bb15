import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compose, containerOf, containerState } from '../../../../scripts/lib/compose.mjs';
import { podmanOutput } from '../../../../scripts/lib/podman.mjs';
import { readOutbox, type Eml } from './eml';

// compose.yaml's stack as `npm test`'s containers pass brought it up (scripts/test.mjs): its project
// name, the variables it was started with, and what a test does to its containers.

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the deployment tests run in the containers pass of "npm test".`);
  return value;
}

export const stack = {
  project: required('TEST_COMPOSE_PROJECT'),
  variables: JSON.parse(required('TEST_COMPOSE_VARIABLES')) as Record<string, string>,
};

/** The container of a service of the stack. */
export async function container(service: string): Promise<string> {
  const name = await containerOf(stack.project, service);
  if (!name) throw new Error(`no container for ${service} in ${stack.project}`);
  return name;
}

/** `podman <args>` on the stack's containers; its standard output. */
export const podman = (args: string[]) => podmanOutput(args);

/** `podman-compose <args>` on the stack, quietly (its output shown on failure). */
export const composeStack = (args: string[]) => compose(stack.project, stack.variables, args);

/** Whether the service's container is running. */
export const isRunning = async (service: string) =>
  (await containerState(await container(service))).status === 'running';

/** The e-mails the stack's CMS wrote (no SMTP server: files on its `mail` volume), copied out of its container. */
export async function stackOutbox(): Promise<Eml[]> {
  const dir = mkdtempSync(join(tmpdir(), 'stack-mail-'));
  try {
    await podman(['cp', `${await container('cms')}:/var/lib/horizon/mail/.`, dir]);
    return await readOutbox(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
