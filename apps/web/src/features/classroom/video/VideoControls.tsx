import { useId } from 'react';
import { formatClock } from '../lesson-order';
import { PlayerIcon } from '../player-icons';
import { formatSpeed, playbackSpeeds, type VideoCommand } from './video-commands';
import type { VideoState } from './useVideoState';

// Not daisyUI's ghost button: focused, it turns light and hides its white icon on the dark bar.
const controlButton =
  'grid size-9 shrink-0 cursor-pointer place-items-center rounded-field text-white transition-colors hover:bg-white/20';

/**
 * The control bar over the bottom of the video: the seek bar across, then play, mute and the
 * clock on the left, speed, captions and full screen on the right. Every control is a labelled
 * native element, so it works with a keyboard and a screen reader as it is.
 */
export function VideoControls({
  video,
  hasCaptions,
  onCommand,
  visible,
}: {
  video: VideoState;
  hasCaptions: boolean;
  /** Runs a command and shows what it did. */
  onCommand(command: VideoCommand): void;
  visible: boolean;
}) {
  const seekId = useId();
  const speedId = useId();
  const { currentTime, duration } = video;
  return (
    <div
      className={`absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-2 pt-10 pb-2 text-white transition-opacity duration-200 sm:px-3 ${
        visible ? 'opacity-100' : 'opacity-0'
      }`}
    >
      <label htmlFor={seekId} className="sr-only">
        Seek
      </label>
      <input
        id={seekId}
        type="range"
        className="range range-xs range-primary block w-full [--range-bg:rgb(255_255_255/0.3)]"
        min={0}
        max={duration || 0}
        step="any"
        value={Math.min(currentTime, duration || 0)}
        disabled={!duration}
        aria-valuetext={`${formatClock(currentTime)} of ${formatClock(duration)}`}
        onChange={(event) => video.seekTo(Number(event.target.value))}
      />
      <div className="mt-1 flex items-center gap-1">
        <button
          type="button"
          className={controlButton}
          aria-label={video.playing ? 'Pause' : 'Play'}
          onClick={() => onCommand({ type: 'toggle-play' })}
        >
          <PlayerIcon name={video.playing ? 'pause' : 'play'} filled />
        </button>
        <button
          type="button"
          className={controlButton}
          aria-label={video.muted ? 'Unmute' : 'Mute'}
          onClick={() => onCommand({ type: 'mute' })}
        >
          <PlayerIcon name={video.muted ? 'muted' : 'volume'} />
        </button>
        <p className="px-1 text-sm whitespace-nowrap tabular-nums">
          <span className="sr-only">Time: </span>
          {formatClock(currentTime)}
          <span className="text-white/85"> / {formatClock(duration)}</span>
        </p>
        <span className="flex-1" />
        <label htmlFor={speedId} className="sr-only">
          Playback speed
        </label>
        <select
          id={speedId}
          className="select select-sm text-base-content w-auto"
          value={String(video.rate)}
          onChange={(event) => video.setRate(Number(event.target.value))}
        >
          {!(playbackSpeeds as readonly number[]).includes(video.rate) && (
            <option value={String(video.rate)}>{formatSpeed(video.rate)}</option>
          )}
          {playbackSpeeds.map((speed) => (
            <option key={speed} value={String(speed)}>
              {formatSpeed(speed)}
            </option>
          ))}
        </select>
        {hasCaptions && (
          <button
            type="button"
            className={`${controlButton} ${video.captions ? 'bg-white/20' : ''}`}
            aria-label="Captions"
            aria-pressed={video.captions}
            onClick={() => onCommand({ type: 'captions' })}
          >
            <PlayerIcon name="captions" />
          </button>
        )}
        <button
          type="button"
          className={controlButton}
          aria-label={video.fullscreen ? 'Exit full screen' : 'Full screen'}
          onClick={() => onCommand({ type: 'fullscreen' })}
        >
          <PlayerIcon name={video.fullscreen ? 'shrink' : 'expand'} />
        </button>
      </div>
    </div>
  );
}
