import { z } from 'zod';
import { defineBlock } from './define';
import styles from './blocks.module.css';

const schema = z.object({ label: z.string(), tone: z.enum(['info', 'success', 'highlight']).nullish() });

function Badge({ data }: { data: z.infer<typeof schema> }) {
  return <p className={`${styles.badge} ${styles[data.tone ?? 'info']}`}>{data.label}</p>;
}

export const badgeBlock = defineBlock({ uid: 'blocks.badge', schema, Component: Badge });
