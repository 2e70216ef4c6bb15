import Image from 'next/image';
import type { SchoolCard } from '@/lib/cms/schemas/home';
import styles from './home.module.css';

export function SchoolGrid({ schools }: { schools: SchoolCard[] }) {
  return (
    <ul className={styles.schools}>
      {schools.map((school) => (
        <li key={school.slug}>
          {school.logo && <Image src={school.logo.src} alt="" width={56} height={56} />}
          <div>
            <strong>{school.name}</strong>
            {school.tagline && <span>{school.tagline}</span>}
          </div>
        </li>
      ))}
    </ul>
  );
}
