import { LeadFormPage, leadFormMetadata } from '@/components/forms/lead-form-page';

export const generateMetadata = leadFormMetadata('brochure');

export default function BrochurePage({ params, searchParams }: PageProps<'/[locale]/[device]/brochure'>) {
  return <LeadFormPage type="brochure" params={params} searchParams={searchParams} />;
}
