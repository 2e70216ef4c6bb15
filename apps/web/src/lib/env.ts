import 'server-only';
import { EnvError, parseEnv, type ServerEnv } from './env-schema';

export { EnvError, type ServerEnv };

let parsed: ServerEnv | undefined;

/** The server's configuration, validated once; throws an EnvError naming every bad variable. */
export function serverEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  if (parsed && source === process.env) return parsed;
  const env = parseEnv(source);
  if (source === process.env) parsed = env;
  return env;
}
