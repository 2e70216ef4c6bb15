import { t, type Bilingual } from '../types';

export const LEVEL_KEYS = ['bac2', 'bac3', 'bac5'] as const;
export type LevelKey = (typeof LEVEL_KEYS)[number];

export interface GraduationLevelSeed {
  key: LevelKey;
  label: Bilingual<string>;
  slug: Bilingual<string>;
  order: number;
  /** The level of French or English its courses ask (country guides). */
  languageLevel: Bilingual<string>;
}

export const GRADUATION_LEVELS: readonly GraduationLevelSeed[] = [
  {
    key: 'bac2',
    label: t('Bac+2', '2-year undergraduate (Bac+2)'),
    slug: t('bac-2', 'bac-2-undergraduate'),
    order: 1,
    languageLevel: t(
      'Français B1 (TCF ou DELF) ; B2 en anglais pour les formations enseignées en anglais',
      'French B1 (TCF or DELF); English B2 for courses taught in English',
    ),
  },
  {
    key: 'bac3',
    label: t('Bac+3 (Bachelor)', "Bachelor's level (Bac+3)"),
    slug: t('bac-3-bachelor', 'bac-3-bachelor-level'),
    order: 2,
    languageLevel: t(
      'Français B2 (TCF ou DELF) ; anglais B2 (IELTS 6.0, TOEFL iBT 80) pour les parcours en anglais',
      'French B2 (TCF or DELF); English B2 (IELTS 6.0, TOEFL iBT 80) for the English-taught tracks',
    ),
  },
  {
    key: 'bac5',
    label: t('Bac+5 (Mastère / MBA)', "Master's level (Bac+5)"),
    slug: t('bac-5-mastere-mba', 'bac-5-master-level'),
    order: 3,
    languageLevel: t(
      'Français B2 (C1 conseillé) ; anglais B2 (IELTS 6.5, TOEFL iBT 90) pour les programmes en anglais',
      'French B2 (C1 advised); English B2 (IELTS 6.5, TOEFL iBT 90) for the English-taught programmes',
    ),
  },
];
