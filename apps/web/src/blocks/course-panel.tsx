import { z } from 'zod';
import { defineBlock } from './define';
import { optionalText, textItems } from './fields';
import styles from './blocks.module.css';
import { TickList } from './tick-list';

const schema = z.object({ title: optionalText, highlights: textItems });

/** The summary card of a course; the course page places it in its aside. */
function CoursePanel({ data }: { data: z.infer<typeof schema> }) {
  return (
    <div className={styles.panel}>
      {data.title && <p className={styles.panelTitle}>{data.title}</p>}
      <TickList items={data.highlights} />
    </div>
  );
}

export const coursePanelBlock = defineBlock({ uid: 'blocks.course-panel', schema, Component: CoursePanel });
