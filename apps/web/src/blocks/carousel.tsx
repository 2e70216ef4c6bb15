import { ServerImage } from '@/components/media/server-image';
import { z } from 'zod';
import { mediaSchema } from '@/lib/cms/schemas/media';
import { defineBlock } from './define';
import { listOf, optionalText } from './fields';
import styles from './blocks.module.css';
import { Section } from '@/components/section';

const schema = z.object({ title: optionalText, kind: z.string(), images: listOf(mediaSchema) });

// A scroll-snapping row: swiping and keyboard scrolling work without any client JavaScript.
function Carousel({ data }: { data: z.infer<typeof schema> }) {
  if (data.images.length === 0) return null;
  return (
    <Section title={data.title}>
      <ul className={styles.carousel} tabIndex={0}>
        {data.images.map((image) => (
          <li key={image.src}>
            <ServerImage
              src={image.src}
              alt={image.alt}
              width={image.width ?? 800}
              height={image.height ?? 450}
              sizes="(min-width: 900px) 40vw, 85vw"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export const carouselBlock = defineBlock({ uid: 'blocks.carousel', schema, Component: Carousel });
