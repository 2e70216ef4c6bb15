import type { IncomingMessage } from 'node:http';

export const ALLOWED_METHODS: string[];
export const MAX_BODY_BYTES: number;
export const MAX_TARGET_LENGTH: number;
export function refusalOf(req: IncomingMessage): { status: number; headers?: Record<string, string> } | null;
export function dropInternalHeaders(req: IncomingMessage): string[];
export function trustedProxyHops(value: string | undefined): number;
