export function median(values: number[]): number;
export function percentile(values: number[], p: number): number;
