import { useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import type { AdmissionsDashboard as Figures } from '../admissions-dashboard';
import type { RetentionWarnings } from '../../retention/retention-warnings';
import type { Dimension, LeadsPerWeek } from '../leads-per-week';

/** What `GET /admissions/dashboard` answers: the figures of the period and the retention warnings. */
export type DashboardData = Figures & { retention: RetentionWarnings };

export const DAY_MS = 86_400_000;

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The query of the last `weeks` weeks, today included. */
function periodQuery(weeks: number): string {
  const to = new Date();
  const from = new Date(to.getTime() - (weeks * 7 - 1) * DAY_MS);
  return `from=${dayOf(from)}&to=${dayOf(to)}`;
}

/** What `path` answers for the last `weeks` weeks; read again when the path or `weeks` changes. */
function useFigures<T>(path: string, weeks: number, extra = '') {
  const { get } = useFetchClient();
  const [state, setState] = useState<{ data?: T; failed?: boolean }>({});
  useEffect(() => {
    let current = true;
    setState({});
    get<{ data: T }>(`${path}?${periodQuery(weeks)}${extra}`).then(
      (response) => current && setState({ data: response.data.data }),
      () => current && setState({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [path, weeks, extra, get]);
  return state;
}

/** The figures of the last `weeks` weeks, today included. */
export const useDashboard = (weeks: number) => useFigures<DashboardData>('/admissions/dashboard', weeks);

/** The leads per week of the last `weeks` weeks by `dimension`; read again when either changes. */
export const useLeadsPerWeek = (weeks: number, dimension: Dimension) =>
  useFigures<LeadsPerWeek>('/admissions/dashboard/leads-per-week', weeks, `&dimension=${dimension}`);
