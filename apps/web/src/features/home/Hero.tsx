import { PauseIcon, PlayIcon } from './icons';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { afterLoadAndIdle, connectionIsSlow } from '../../lib/page-idle';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

const poster = '/media/hero/hero-poster.webp';

/**
 * The poster image is the largest paint and loads first at high priority; the looping video joins
 * once the page has loaded and the main thread is idle (starting a video is a long task on a slow
 * phone), and fades in over it. With reduced motion, to save data or on a 3G connection it stays
 * paused on the poster until asked to play.
 */
export function Hero() {
  const reducedMotion = usePrefersReducedMotion();
  const [videoWanted, setVideoWanted] = useState(false);
  const [videoReady, setVideoReady] = useState(false);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  const [slowConnection, setSlowConnection] = useState(false);
  useEffect(
    () =>
      afterLoadAndIdle(() => {
        setSlowConnection(connectionIsSlow());
        setVideoWanted(true);
      }),
    [],
  );

  const playing = videoWanted && (choice ? choice === 'play' : !reducedMotion && !slowConnection);
  // Paused from the start, the video is not even fetched until the visitor presses play.
  const showVideo = playing || videoReady;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (playing) element.play().catch(() => setChoice('pause'));
    else element.pause();
  }, [playing, showVideo]);

  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-ink text-white"
    >
      <img
        decoding="async"
        src={poster}
        alt=""
        width={960}
        height={540}
        fetchPriority="high"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      {showVideo && (
        <video
          ref={video}
          muted
          loop
          playsInline
          autoPlay
          preload="none"
          poster={poster}
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setVideoReady(true)}
          className={`absolute inset-0 -z-20 h-full w-full object-cover transition-opacity duration-700 ${videoReady ? 'opacity-100' : 'opacity-0'}`}
        >
          <source src="/media/hero/hero.webm" type="video/webm" />
          <source src="/media/hero/hero.mp4" type="video/mp4" />
        </video>
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-black/80 via-black/55 to-black/25"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-32 bg-gradient-to-t from-black/40 to-transparent"
      />

      <div className="container-page flex min-h-[min(calc(100svh-100px),760px)] flex-col justify-center py-20 sm:min-h-[560px]">
        <p className="mb-4 text-sm font-semibold tracking-widest text-amber-300 uppercase">
          Online drawing &amp; digital-art courses
        </p>
        <h1
          id="hero-heading"
          className="max-w-3xl text-5xl leading-[1.05] font-semibold text-balance sm:text-6xl lg:text-7xl"
        >
          Pursue Your Passion in Glossy Drawer
        </h1>
        <p className="mt-6 max-w-xl text-lg text-white/85 sm:text-xl">
          Learn from working artists, then practise every lesson right away on a sketchpad that runs
          in your browser.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          {/* On the dark picture the focus ring is white: the theme's colours are for its own surfaces. */}
          <Link to="/canvas" className="btn btn-primary btn-lg outline-white">
            Start Drawing
          </Link>
          <Link to="/courses" className="btn btn-lg btn-outline btn-on-media border-white/70">
            Browse courses
          </Link>
        </div>
      </div>

      {videoWanted && (
        <button
          type="button"
          className="btn btn-circle btn-sm absolute right-4 bottom-4 border-white/40 bg-black/40 text-white outline-white hover:bg-black/60"
          onClick={() => setChoice(playing ? 'pause' : 'play')}
          aria-label={playing ? 'Pause background video' : 'Play background video'}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}
    </section>
  );
}
