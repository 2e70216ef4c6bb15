import type { MenuEntry } from '@/lib/cms/schemas/menu';
import { MenuLinks } from '@/components/menu-links';
import { SiteLink } from '@/components/site-link';
import styles from './side-menu.module.css';

/**
 * The menu of the right side panel: links, and groups as an accordion where one group is open
 * at a time (native exclusive <details name>: opening one closes the other, clicking the open
 * one closes it).
 */
export function SideMenu({ entries }: { entries: MenuEntry[] }) {
  return (
    <ul className={styles.menu}>
      {entries.map((entry) =>
        entry.__component === 'core.menu-item' ? (
          <li key={`item-${entry.id}`}>
            <SiteLink href={entry.url} className={styles.link}>
              {entry.label}
            </SiteLink>
          </li>
        ) : (
          <li key={`group-${entry.id}`}>
            <details name="side-menu-groups" className={styles.group}>
              <summary className={styles.link}>{entry.label}</summary>
              <MenuLinks links={entry.items} className={styles.items} />
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

/** The items of one navbar group, in the left panel. */
export function GroupItems({ entry }: { entry: Extract<MenuEntry, { __component: 'core.menu' }> }) {
  return <MenuLinks links={entry.items} className={styles.groupPanel} />;
}
