/**
 * The steps one degree level reads: the guide's common steps, each replaced by the level's step of
 * the same key, then the level's other steps (requirements 10.18, one path per level).
 */
export function levelSteps<T extends { key: string }>(common: readonly T[], own: readonly T[]): T[] {
  const mine = new Map(own.map((step) => [step.key, step]));
  return [
    ...common.map((step) => mine.get(step.key) ?? step),
    ...own.filter((step) => !common.some((shared) => shared.key === step.key)),
  ];
}
