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
