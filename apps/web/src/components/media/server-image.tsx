import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

type Props = Omit<ImageProps, 'priority' | 'preload' | 'onLoad' | 'onError' | 'placeholder' | 'blurDataURL'> & {
  /** The page's LCP image: preloaded from the document's head with a high fetch priority. */
  lcp?: boolean;
};

/**
 * An optimized image (next/image's sizes and srcset) as a plain <img>, rendered on the server.
 * next/image's own component is a client component: on every page it would add its runtime to
 * the first-load JavaScript and its elements to hydration, for a placeholder and load callbacks
 * the site does not use. See docs/decisions/first-load-weight.md.
 */
export function ServerImage({ lcp = false, ...rest }: Props) {
  const { props: given } = getImageProps({
    ...rest,
    loading: lcp ? 'eager' : rest.loading,
    fetchPriority: lcp ? 'high' : rest.fetchPriority,
  });
  const props = { ...given, ...oneXAsSrc(given.src, given.srcSet) };
  if (lcp) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  }
  // next/image's `color: transparent` (hides the alt text while loading) and `decoding="async"`
  // (pictures below the fold are lazy anyway) are left out: each is sent twice per picture, in the
  // HTML and the flight data, on pages measured by their HTML size.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- taken out, not used
  const { style, decoding, ...attributes } = props;
  // No style at all rather than an undefined one, which the flight data would still name.
  const ownStyle = style && Object.keys(style).some((key) => key !== 'color') ? { style } : {};
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's props, alt included
  return <img {...attributes} {...ownStyle} />;
}

/**
 * A fixed-size picture's `srcSet` names its 1x and 2x files, and its `src` the 2x file again: the
 * same URL three times, and each picture is sent twice (the HTML and the flight data). A browser
 * takes `src` as the 1x candidate when the set has none (HTML's "update the source set", which
 * also reads a preload link's `href` and `imagesrcset` that way), so `src` = the 1x file and
 * `srcSet` = the 2x one pick the same file on every screen, with one URL fewer.
 */
export function oneXAsSrc(src: string, srcSet: string | undefined): { src: string; srcSet?: string } {
  const [oneX, ...others] = srcSet?.split(', ') ?? [];
  if (!oneX?.endsWith(' 1x') || others.length === 0 || !others.every((candidate) => / \d+(\.\d+)?x$/.test(candidate))) {
    return { src, ...(srcSet ? { srcSet } : {}) };
  }
  return { src: oneX.slice(0, -' 1x'.length), srcSet: others.join(', ') };
}
