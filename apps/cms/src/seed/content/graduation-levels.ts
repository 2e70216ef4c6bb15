import { t, type Bilingual } from '../bilingual';

export const LEVEL_KEYS = ['bac2', 'bac3', 'bac5'] as const;
export type LevelKey = (typeof LEVEL_KEYS)[number];

export interface GraduationLevelSeed {
  key: LevelKey;
  label: Bilingual<string>;
  slug: Bilingual<string>;
  order: number;
  /** What its applicants hold: the baccalauréat or its equivalent, or a first degree (the documents they send). */
  entryDiploma: 'secondary' | 'undergraduate';
  /** The level of French or English its courses ask (country guides). */
  languageLevel: Bilingual<string>;
}

export const GRADUATION_LEVELS: readonly GraduationLevelSeed[] = [
  {
    key: 'bac2',
    label: t('Bac+2', '2-year undergraduate (Bac+2)'),
    slug: t('bac-2', 'bac-2-undergraduate'),
    order: 1,
    entryDiploma: 'secondary',
    languageLevel: t(
      'En français : français B1 (TCF ou DELF). En anglais : anglais B2 (IELTS 6.0, TOEFL iBT 80), sans prérequis en français',
      'Taught in French: French B1 (TCF or DELF). Taught in English: English B2 (IELTS 6.0, TOEFL iBT 80), no French required',
    ),
  },
  {
    key: 'bac3',
    label: t('Bac+3 (Bachelor)', "Bachelor's level (Bac+3)"),
    slug: t('bac-3-bachelor', 'bac-3-bachelor-level'),
    order: 2,
    entryDiploma: 'secondary',
    languageLevel: t(
      'En français : français B2 (TCF ou DELF). En anglais : anglais B2 (IELTS 6.0, TOEFL iBT 80), sans prérequis en français',
      'Taught in French: French B2 (TCF or DELF). Taught in English: English B2 (IELTS 6.0, TOEFL iBT 80), no French required',
    ),
  },
  {
    key: 'bac5',
    label: t('Bac+5 (Mastère / MBA)', "Master's level (Bac+5)"),
    slug: t('bac-5-mastere-mba', 'bac-5-master-level'),
    order: 3,
    entryDiploma: 'undergraduate',
    languageLevel: t(
      'En français : français B2, C1 conseillé (TCF, DELF ou DALF). En anglais : anglais B2 (IELTS 6.5, TOEFL iBT 90), sans prérequis en français',
      'Taught in French: French B2, C1 advised (TCF, DELF or DALF). Taught in English: English B2 (IELTS 6.5, TOEFL iBT 90), no French required',
    ),
  },
];
