import { ServerImage } from '@/components/media/server-image';
import type { Media } from '@/lib/cms/schemas/media';
import styles from './cover-image.module.css';

type Props = {
  media: Media;
  /**
   * The rendered widths, for the browser to pick among every size (next/image `sizes`). Without
   * it, `width` at 1x and 2x: two candidates in the HTML instead of eight, where a page shows many.
   */
  sizes?: string;
  /** The width of the largest rendering, in CSS pixels (the height follows the 16:9 frame). */
  width?: number;
  rounded?: boolean;
  /** The page's largest paint (the first picture of a list that opens the page): fetched at once. */
  lcp?: boolean;
};

/**
 * The 16:9 picture at the top of a card (courses, news, lives, offices). It is decorative: the
 * card's title says what it shows, so its text alternative is empty.
 */
export function CoverImage({ media, sizes, width = 640, rounded = false, lcp = false }: Props) {
  return (
    <ServerImage
      src={media.src}
      alt=""
      width={width}
      height={Math.round((width * 9) / 16)}
      {...(sizes && { sizes })}
      lcp={lcp}
      className={rounded ? `${styles.cover} ${styles.rounded}` : styles.cover}
    />
  );
}
