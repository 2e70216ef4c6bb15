import { useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import type { AdmissionsDashboard as Figures, RetentionWarnings } from '../admissions-dashboard';

/** What `GET /admissions/dashboard` answers: the figures of the period and the retention warnings. */
export type DashboardData = Figures & { retention: RetentionWarnings };

export const DAY_MS = 86_400_000;

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The figures of the last `weeks` weeks, today included; read again when `weeks` changes. */
export function useDashboard(weeks: number) {
  const { get } = useFetchClient();
  const [state, setState] = useState<{ data?: DashboardData; failed?: boolean }>({});
  useEffect(() => {
    let current = true;
    const to = new Date();
    const from = new Date(to.getTime() - (weeks * 7 - 1) * DAY_MS);
    setState({});
    get<{ data: DashboardData }>(`/admissions/dashboard?from=${dayOf(from)}&to=${dayOf(to)}`).then(
      (response) => current && setState({ data: response.data.data }),
      () => current && setState({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [weeks, get]);
  return state;
}
