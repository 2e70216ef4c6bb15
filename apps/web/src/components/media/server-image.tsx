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
  const { props } = getImageProps({
    ...rest,
    loading: lcp ? 'eager' : rest.loading,
    fetchPriority: lcp ? 'high' : rest.fetchPriority,
  });
  if (lcp) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's props, alt included
  return <img {...props} />;
}
