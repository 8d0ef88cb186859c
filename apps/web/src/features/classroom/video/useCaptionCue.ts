import { useEffect, useState, type RefObject } from 'react';

/** A cue's words without its WebVTT markup (<v Speaker>, <i>, timestamps): shown as text only. */
export const cueText = (raw: string) =>
  raw
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

/**
 * The caption to show now. The browser draws captions at the very bottom of the video, under the
 * player's controls, so the track is kept 'hidden' (its cues still run) and the player draws the
 * current cue itself, above the controls and in full screen too. Off: the track is disabled.
 */
export function useCaptionCue(videoRef: RefObject<HTMLVideoElement | null>, on: boolean): string {
  const [text, setText] = useState('');
  useEffect(() => {
    const track = videoRef.current?.textTracks?.[0];
    if (!track) return;
    track.mode = on ? 'hidden' : 'disabled';
    if (!on) {
      setText('');
      return;
    }
    const onCue = () => {
      const cues = Array.from(track.activeCues ?? []) as VTTCue[];
      setText(cues.map((cue) => cueText(cue.text)).join('\n'));
    };
    track.addEventListener('cuechange', onCue);
    onCue();
    return () => track.removeEventListener('cuechange', onCue);
  }, [videoRef, on]);
  return text;
}
