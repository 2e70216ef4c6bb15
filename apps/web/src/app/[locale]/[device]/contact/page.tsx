import { LeadFormPage, leadFormMetadata } from '@/components/forms/lead-form-page';

export const generateMetadata = leadFormMetadata('contact');

export default function ContactPage({ params, searchParams }: PageProps<'/[locale]/[device]/contact'>) {
  return <LeadFormPage type="contact" params={params} searchParams={searchParams} />;
}
