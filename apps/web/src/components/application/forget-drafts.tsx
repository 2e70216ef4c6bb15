'use client';

import { useEffect } from 'react';
import { forgetDrafts } from '@/lib/applicant/application-drafts';

/** Drawn once the applicant signed out: this device keeps none of their unsent answers (a shared phone). */
export function ForgetDrafts() {
  useEffect(() => forgetDrafts(), []);
  return null;
}
