import { Image, type ImageProps } from '@mantine/core';
import { THUMBNAIL_FALLBACK } from '../lib/placeholder';

/**
 * A video's picture in a row, 16:9 at `width` pixels, with a grey stand-in when it cannot load.
 * Decorative: the row names the video.
 */
export function VideoThumbnail({
  src,
  width,
  ...props
}: Omit<ImageProps, 'src'> & {
  src: string | null | undefined;
  width: number;
  draggable?: boolean;
}) {
  return (
    <Image
      fallbackSrc={THUMBNAIL_FALLBACK}
      src={src}
      w={width}
      h={(width * 9) / 16}
      radius="sm"
      alt=""
      {...props}
    />
  );
}
