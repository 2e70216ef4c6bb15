import type { Bilingual } from '../../bilingual';
import type { CategoryKey } from '../program-categories';
import type { LevelKey } from '../graduation-levels';
import type { SchoolCode } from '../schools';

/** The degree a course leads to; it fixes the graduation level and the title prefix. */
export type DegreeKind = 'bts' | 'bachelor' | 'mastere' | 'mba';

export const DEGREE_LEVEL: Record<DegreeKind, LevelKey> = {
  bts: 'bac2',
  bachelor: 'bac3',
  mastere: 'bac5',
  mba: 'bac5',
};

export type TeachingLanguage = 'fr' | 'en' | 'bilingual';

export interface CourseOffer {
  degree: DegreeKind;
  /** Replaces the family topic in this course's title (official BTS names, wider Mastère scope). */
  topic?: Bilingual<string>;
  /** Replaces the family's short name in this course's `name`. */
  short?: Bilingual<string>;
  language?: TeachingLanguage;
  /** Replaces the family highlights when they only fit the undergraduate courses. */
  highlights?: [Bilingual<string>, Bilingual<string>, Bilingual<string>];
}

export interface SkillBlocSeed {
  title: Bilingual<string>;
  skills: Bilingual<string>[];
}

/**
 * A programme theme taught by one school, offered at one or more levels. Each offer becomes a
 * course; the texts that make a course page (skills, modules, careers) come from its theme.
 */
export interface CourseFamily {
  key: string;
  category: CategoryKey;
  school: SchoolCode;
  topic: Bilingual<string>;
  short: Bilingual<string>;
  offers: CourseOffer[];
  /** First sentence of every summary of the family: what the student learns to do. */
  pitch: Bilingual<string>;
  highlights: [Bilingual<string>, Bilingual<string>, Bilingual<string>];
  /** RNCP skill blocks (4); a BTS shows the first three. */
  skillBlocs: [SkillBlocSeed, SkillBlocSeed, SkillBlocSeed, SkillBlocSeed];
  /** Eight subject modules, foundations first: required when the family has a BTS or a Bachelor. */
  modules?: Bilingual<string>[];
  /** Four expert modules for the Bac+5 offer. */
  expertModules?: Bilingual<string>[];
  /** Jobs from entry level to senior (4 to 6). */
  careers: Bilingual<string>[];
  /** Typical position of a work-study (alternance) student. */
  workStudyRole: Bilingual<string>;
  /** An admission step specific to the field (portfolio, technical test...). */
  admissionExtra?: Bilingual<string>;
}

export function bloc(title: Bilingual<string>, skills: Bilingual<string>[]): SkillBlocSeed {
  return { title, skills };
}
