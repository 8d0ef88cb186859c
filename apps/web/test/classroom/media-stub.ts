/**
 * jsdom has no media playback: this stands in for it on HTMLMediaElement.prototype. Each element
 * gets its own state; play(), pause(), seeking, speed and mute change it and fire the events a
 * browser would, so the player's own logic runs as it does in a real one.
 */
interface MediaState {
  paused: boolean;
  ended: boolean;
  currentTime: number;
  duration: number;
  readyState: number;
  playbackRate: number;
  muted: boolean;
}

const fire = (element: HTMLMediaElement, ...names: string[]) => {
  for (const name of names) element.dispatchEvent(new Event(name));
};

export function stubMedia() {
  const states = new WeakMap<HTMLMediaElement, MediaState>();
  const state = (element: HTMLMediaElement) => {
    let found = states.get(element);
    if (!found) {
      found = {
        paused: true,
        ended: false,
        currentTime: 0,
        duration: NaN,
        readyState: 0,
        playbackRate: 1,
        muted: false,
      };
      states.set(element, found);
    }
    return found;
  };
  const proto = HTMLMediaElement.prototype;
  const names = [
    'paused',
    'ended',
    'duration',
    'readyState',
    'currentTime',
    'playbackRate',
    'muted',
  ];
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const);
  const savedPlay = Object.getOwnPropertyDescriptor(proto, 'play');
  const savedPause = Object.getOwnPropertyDescriptor(proto, 'pause');

  for (const name of ['paused', 'ended', 'duration', 'readyState'] as const) {
    Object.defineProperty(proto, name, {
      configurable: true,
      get(this: HTMLMediaElement) {
        return state(this)[name];
      },
    });
  }
  const settable = {
    currentTime: ['timeupdate', 'seeked'],
    playbackRate: ['ratechange'],
    muted: ['volumechange'],
  } as const;
  for (const [name, events] of Object.entries(settable) as [
    keyof typeof settable,
    readonly string[],
  ][]) {
    Object.defineProperty(proto, name, {
      configurable: true,
      get(this: HTMLMediaElement) {
        return state(this)[name];
      },
      set(this: HTMLMediaElement, value: number | boolean) {
        (state(this) as unknown as Record<string, unknown>)[name] = value;
        fire(this, ...events);
      },
    });
  }
  Object.defineProperty(proto, 'play', {
    configurable: true,
    value(this: HTMLMediaElement) {
      const media = state(this);
      media.paused = false;
      media.ended = false;
      fire(this, 'play', 'playing');
      return Promise.resolve();
    },
  });
  Object.defineProperty(proto, 'pause', {
    configurable: true,
    value(this: HTMLMediaElement) {
      state(this).paused = true;
      fire(this, 'pause');
    },
  });

  return {
    /** The browser has read the file's header: it knows the length. */
    loadMetadata(element: HTMLMediaElement, duration: number) {
      Object.assign(state(element), { duration, readyState: 1 });
      fire(element, 'durationchange', 'loadedmetadata');
    },
    /** Playback moved on by itself. */
    advance(element: HTMLMediaElement, seconds: number) {
      state(element).currentTime += seconds;
      fire(element, 'timeupdate');
    },
    /** Played to the end: the browser pauses, then says it ended. */
    end(element: HTMLMediaElement) {
      Object.assign(state(element), {
        currentTime: state(element).duration,
        paused: true,
        ended: true,
      });
      fire(element, 'timeupdate', 'pause', 'ended');
    },
    state,
    restore() {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(proto, name, descriptor);
        else delete (proto as unknown as Record<string, unknown>)[name];
      }
      if (savedPlay) Object.defineProperty(proto, 'play', savedPlay);
      if (savedPause) Object.defineProperty(proto, 'pause', savedPause);
    },
  };
}
