/** What server.mjs shares with the pages about the life of the process (it cannot import this module). */
type Lifecycle = { stopping: boolean; stopTasks: Set<() => Promise<void>> };

const slot = Symbol.for('horizon.lifecycle');
const lifecycle = () => (globalThis as Record<symbol, Lifecycle | undefined>)[slot];

/** True once the server received SIGTERM or SIGINT: it finishes what it is doing and exits. */
export const isStopping = (): boolean => lifecycle()?.stopping ?? false;

/** Runs `task` when the server stops, after the last request (bounded by SHUTDOWN_TIMEOUT_MS). Outside server.mjs, never. */
export function onStop(task: () => Promise<void>): void {
  lifecycle()?.stopTasks.add(task);
}
