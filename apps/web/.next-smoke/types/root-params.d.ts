// Type definitions for Next.js root params (next/root-params)

declare module 'next/root-params' {
  export function locale(): Promise<string>
}
