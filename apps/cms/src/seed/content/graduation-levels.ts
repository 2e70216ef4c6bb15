import { t, type Bilingual } from '../types';

export const LEVEL_KEYS = ['bac2', 'bac3', 'bac5'] as const;
export type LevelKey = (typeof LEVEL_KEYS)[number];

export interface GraduationLevelSeed {
  key: LevelKey;
  label: Bilingual<string>;
  slug: Bilingual<string>;
  order: number;
}

export const GRADUATION_LEVELS: readonly GraduationLevelSeed[] = [
  { key: 'bac2', label: t('Bac+2', '2-year undergraduate (Bac+2)'), slug: t('bac-2', 'bac-2-undergraduate'), order: 1 },
  {
    key: 'bac3',
    label: t('Bac+3 (Bachelor)', "Bachelor's level (Bac+3)"),
    slug: t('bac-3-bachelor', 'bac-3-bachelor-level'),
    order: 2,
  },
  {
    key: 'bac5',
    label: t('Bac+5 (Mastère / MBA)', "Master's level (Bac+5)"),
    slug: t('bac-5-mastere-mba', 'bac-5-master-level'),
    order: 3,
  },
];
