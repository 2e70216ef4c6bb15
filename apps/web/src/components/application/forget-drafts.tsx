'use client';

import { useEffect } from 'react';
import { forgetAllPending } from '@/components/application-documents/pending-uploads';
import { forgetDrafts } from '@/lib/applicant/application-drafts';

/** Drawn once the applicant signed out: this device keeps none of their unsent answers or files (a shared phone). */
export function ForgetDrafts() {
  useEffect(() => {
    forgetDrafts();
    void forgetAllPending();
  }, []);
  return null;
}
