import { t, type Bilingual } from '../types';

export const INTAKE_KEYS = ['jan-2027', 'feb-2027', 'sep-2027'] as const;
export type IntakeKey = (typeof INTAKE_KEYS)[number];

export interface IntakeSeed {
  key: IntakeKey;
  label: Bilingual<string>;
  /** Month and year alone, used in the course key data ("Janvier 2027"). */
  month: Bilingual<string>;
  startDate: string;
  order: number;
}

export const INTAKES: readonly IntakeSeed[] = [
  {
    key: 'jan-2027',
    label: t('Rentrée janvier 2027', 'January 2027 intake'),
    month: t('janvier 2027', 'January 2027'),
    startDate: '2027-01-11',
    order: 1,
  },
  {
    key: 'feb-2027',
    label: t('Rentrée février 2027', 'February 2027 intake'),
    month: t('février 2027', 'February 2027'),
    startDate: '2027-02-08',
    order: 2,
  },
  {
    key: 'sep-2027',
    label: t('Rentrée septembre 2027', 'September 2027 intake'),
    month: t('septembre 2027', 'September 2027'),
    startDate: '2027-09-13',
    order: 3,
  },
];
