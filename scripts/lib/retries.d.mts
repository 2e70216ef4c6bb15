export type AllowedFlake = { file: string; name: string; reason: string; date: string };
export type SortedTest = { file: string; name: string; why: string; retried: boolean };
export type VitestJsonReport = {
  testResults?: Array<{
    name: string;
    status?: string;
    message?: string;
    assertionResults?: Array<{ fullName: string; status: string; duration?: number; failureMessages?: string[] }>;
  }>;
};

export function readAllowList(path: string): AllowedFlake[];
export function sortResults(
  report: VitestJsonReport,
  allowList: AllowedFlake[],
  relativeFile: (path: string) => string,
): { failed: SortedTest[]; allowed: SortedTest[] };
