/** Reads a variable that Strapi cannot run without, failing at start with its name. */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `Missing environment variable ${name}. Run "npm start" at the repository root once to generate apps/cms/.env, or set it yourself.`,
    );
  return value;
}
