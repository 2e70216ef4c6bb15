import { LeadFormPage, leadFormMetadata } from '@/components/forms/lead-form-page';

export const generateMetadata = leadFormMetadata('application');

export default function ApplicationPage({ params, searchParams }: PageProps<'/[locale]/[device]/candidature'>) {
  return <LeadFormPage type="application" params={params} searchParams={searchParams} />;
}
