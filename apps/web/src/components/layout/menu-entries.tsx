import type { MenuEntry } from '@/lib/cms/schemas/menu';
import { SmartLink } from './smart-link';
import styles from './site-header.module.css';

/**
 * The navbar rich menu: a core.menu-item is a link; a core.menu group opens its items. The
 * group uses a native disclosure so it works with a keyboard and without JavaScript.
 */
export function MenuEntries({ entries }: { entries: MenuEntry[] }) {
  return (
    <ul className={styles.menu}>
      {entries.map((entry) =>
        entry.__component === 'core.menu-item' ? (
          <li key={`item-${entry.id}`}>
            <SmartLink href={entry.url} className={styles.menuLink}>
              {entry.label}
            </SmartLink>
          </li>
        ) : (
          <li key={`group-${entry.id}`}>
            <details className={styles.group}>
              <summary className={styles.menuLink}>{entry.label}</summary>
              <ul className={styles.groupItems}>
                {entry.items.map((item) => (
                  <li key={item.id}>
                    <SmartLink href={item.url}>{item.label}</SmartLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ),
      )}
    </ul>
  );
}
