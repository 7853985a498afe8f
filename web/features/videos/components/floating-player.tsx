import { ActionIcon, Anchor, Box, Group, Image, Stack, Text } from '@mantine/core';
import {
  IconExternalLink,
  IconMaximize,
  IconVolume,
  IconVolumeOff,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import { watchUrl } from '@core/videos/video-ref';

/** docs/product.md §9: 350×197 px, or 197×350 for a Short. */
const LANDSCAPE = { width: 350, height: 197 };
const PORTRAIT = { width: 197, height: 350 };
/** Without a word from YouTube's player by then, it could not load: show the picture instead. */
const LOAD_TIMEOUT_MS = 6000;
const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export interface PlayerVideo {
  videoId: string;
  title: string | null;
  thumbnail: string | null;
  isShort: boolean;
}

/**
 * docs/product.md §2 floating player: fixed bottom-right, autoplay, with fullscreen, mute and close
 * shown on hover or touch. Where YouTube's player cannot load (no network to it), the thumbnail and
 * a link.
 */
export function FloatingPlayer({ video, onClose }: { video: PlayerVideo; onClose: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [failed, setFailed] = useState(false);
  const [muted, setMuted] = useState(false);
  const [controls, setControls] = useState(false);
  const size = video.isShort ? PORTRAIT : LANDSCAPE;
  // The id goes into an address: only the id's own characters (docs/product.md §5).
  const id = video.videoId.replace(/[^A-Za-z0-9_-]/g, '');

  useEffect(() => {
    let ready = false;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === EMBED_ORIGIN && event.source === frame.current?.contentWindow) {
        ready = true;
      }
    };
    window.addEventListener('message', onMessage);
    const timer = setTimeout(() => setFailed(!ready), LOAD_TIMEOUT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
  }, [id]);

  const toggleMute = () => {
    const func = muted ? 'unMute' : 'mute';
    frame.current?.contentWindow?.postMessage(
      JSON.stringify({ event: 'command', func, args: [] }),
      EMBED_ORIGIN,
    );
    setMuted(!muted);
  };
  const fullscreen = () => void box.current?.requestFullscreen?.();

  return (
    <Box
      ref={box}
      role="dialog"
      aria-label={t('videos.player.label', { title: video.title ?? video.videoId })}
      pos="fixed"
      right={16}
      w={failed ? LANDSCAPE.width : size.width}
      h={failed ? undefined : size.height}
      maw="calc(100vw - 32px)"
      bg="black"
      style={{
        // Above a bar pinned to the bottom of the screen (the selection's), never over it.
        bottom: 'calc(var(--app-bottom-bar-height, 0px) + 16px)',
        zIndex: 300,
        borderRadius: 8,
        overflow: 'hidden',
        boxShadow: 'var(--mantine-shadow-xl)',
      }}
      onMouseEnter={() => setControls(true)}
      onMouseLeave={() => setControls(false)}
      onTouchStart={() => setControls(true)}
    >
      {failed ? (
        // Small, and naming the video: it covers as little of the page as it can.
        <Group gap="sm" wrap="nowrap" align="flex-start" p="xs" pr={44}>
          {video.thumbnail && (
            <Image src={video.thumbnail} alt="" w={96} h={54} fit="cover" radius={4} />
          )}
          <Stack gap={2} miw={0}>
            <Text size="sm" fw={500} c="white" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {video.title ?? video.videoId}
            </Text>
            <Text size="xs" c="gray.4">
              {t('videos.player.unavailable')}
            </Text>
            <Anchor href={watchUrl(id)} target="_blank" rel="noreferrer" size="sm" c="white">
              <Group gap={4} wrap="nowrap">
                {t('videos.player.openOnYoutube')}
                <IconExternalLink size={14} />
              </Group>
            </Anchor>
          </Stack>
        </Group>
      ) : (
        <iframe
          key={id}
          ref={frame}
          title={video.title ?? video.videoId}
          src={`${EMBED_ORIGIN}/embed/${id}?autoplay=1&enablejsapi=1&playsinline=1&origin=${encodeURIComponent(window.location.origin)}`}
          width={size.width}
          height={size.height}
          style={{ border: 0, display: 'block' }}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
        />
      )}
      <Group
        gap={4}
        pos="absolute"
        top={6}
        right={6}
        style={{ opacity: controls || failed ? 1 : 0, transition: 'opacity 150ms' }}
      >
        {!failed && (
          <PlayerControl
            label={muted ? t('videos.player.unmute') : t('videos.player.mute')}
            onClick={toggleMute}
          >
            {muted ? <IconVolumeOff size={16} /> : <IconVolume size={16} />}
          </PlayerControl>
        )}
        {!failed && (
          <PlayerControl label={t('videos.player.fullscreen')} onClick={fullscreen}>
            <IconMaximize size={16} />
          </PlayerControl>
        )}
        <PlayerControl label={t('common.close')} onClick={onClose}>
          <IconX size={16} />
        </PlayerControl>
      </Group>
    </Box>
  );
}

function PlayerControl(props: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <ActionIcon
      variant="filled"
      color="dark"
      size="md"
      aria-label={props.label}
      title={props.label}
      onClick={props.onClick}
    >
      {props.children}
    </ActionIcon>
  );
}
