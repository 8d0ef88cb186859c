// The ten event scenes (800x480), flat illustration style, in listing order.
import { eventsA } from './events-a.mjs';
import { eventsB } from './events-b.mjs';

export const events = [...eventsA, ...eventsB];
export const EVENT_W = 800;
export const EVENT_H = 480;
