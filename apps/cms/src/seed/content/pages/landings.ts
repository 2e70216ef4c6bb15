import type { LandingSeed } from './landing-types';
import { ADMISSION_LANDING, ONLINE_PAYMENT_LANDING, OTHER_PAYMENT_LANDING, THANK_YOU_LANDING } from './admission-pages';
import { INTERNATIONAL_LANDING, OVERSEAS_LANDING } from './international-pages';
import { DATA_CHARTER_LANDING, LEGAL_NOTICE_LANDING } from './legal-pages';
import { NETWORK_LANDING, SUPPORT_LANDING, TESTIMONIALS_LANDING } from './network-pages';
import { STUDY_IN_FRANCE_LANDING } from './study-in-france-pages';

export const LANDINGS: readonly LandingSeed[] = [
  NETWORK_LANDING,
  SUPPORT_LANDING,
  STUDY_IN_FRANCE_LANDING,
  INTERNATIONAL_LANDING,
  ADMISSION_LANDING,
  TESTIMONIALS_LANDING,
  OVERSEAS_LANDING,
  LEGAL_NOTICE_LANDING,
  DATA_CHARTER_LANDING,
  THANK_YOU_LANDING,
  ONLINE_PAYMENT_LANDING,
  OTHER_PAYMENT_LANDING,
];

export function landingByKey(key: string): LandingSeed {
  const landing = LANDINGS.find((l) => l.key === key);
  if (!landing) throw new Error(`Unknown landing ${key}`);
  return landing;
}
