import { ServerImage } from '@/components/media/server-image';
import { z } from 'zod';
import { optionalMedia } from '@/lib/cms/schemas/media';
import { defineBlock } from './define';
import { optionalText } from './fields';
import styles from './blocks.module.css';
import { Section } from '@/components/section';

const schema = z.object({ title: z.string(), text: optionalText, videoUrl: z.string(), poster: optionalMedia });

// A poster and a link rather than an embedded player: no third-party script on slow networks.
function IllustratedVideo({ data }: { data: z.infer<typeof schema> }) {
  return (
    <Section className={styles.columns}>
      {data.poster && data.poster.width && data.poster.height && (
        <ServerImage
          src={data.poster.src}
          alt={data.poster.alt}
          width={data.poster.width}
          height={data.poster.height}
          sizes="(min-width: 900px) 50vw, 100vw"
          className={styles.media}
        />
      )}
      <div>
        <h2>{data.title}</h2>
        {data.text && <p>{data.text}</p>}
        <a href={data.videoUrl} rel="noopener" target="_blank" className={styles.link}>
          ▶ {data.title}
        </a>
      </div>
    </Section>
  );
}

export const illustratedVideoBlock = defineBlock({
  uid: 'blocks.illustrated-video',
  schema,
  Component: IllustratedVideo,
});
