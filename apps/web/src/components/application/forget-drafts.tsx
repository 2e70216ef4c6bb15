'use client';

import { useEffect } from 'react';
import { forgetAllPending, forgetStalePending } from '@/components/application-documents/pending-uploads';
import { forgetDrafts, forgetStaleDrafts } from '@/lib/applicant/application-drafts';

/** Drawn once the applicant signed out: this device keeps none of their unsent answers or files (a shared phone). */
export function ForgetDrafts() {
  useEffect(() => {
    forgetDrafts();
    void forgetAllPending();
  }, []);
  return null;
}

/**
 * Drawn on the sign-in page otherwise: what anyone left on this device past its lifetime goes (a
 * shared phone, or a café's computer, whose applicant never came back).
 */
export function ForgetStaleDrafts() {
  useEffect(() => {
    forgetStaleDrafts();
    void forgetStalePending();
  }, []);
  return null;
}
