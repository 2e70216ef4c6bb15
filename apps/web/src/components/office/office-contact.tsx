import type { Office } from '@/lib/cms/schemas/office';

/** An office's address, phone (a link that dials) and e-mail; `className` sets its layout. */
export function OfficeContact({
  office,
  className,
}: {
  office: Pick<Office, 'address' | 'phone' | 'email'>;
  className?: string;
}) {
  return (
    <address className={className}>
      {office.address && <span>{office.address}</span>}
      {office.phone && <a href={`tel:${office.phone.replace(/\s+/g, '')}`}>{office.phone}</a>}
      {office.email && <a href={`mailto:${office.email}`}>{office.email}</a>}
    </address>
  );
}
