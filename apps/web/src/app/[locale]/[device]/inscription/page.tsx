import { LeadFormPage, leadFormMetadata } from '@/components/forms/lead-form-page';

export const generateMetadata = leadFormMetadata('registration');

export default function RegistrationPage({ params, searchParams }: PageProps<'/[locale]/[device]/inscription'>) {
  return <LeadFormPage type="registration" params={params} searchParams={searchParams} />;
}
