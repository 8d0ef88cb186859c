// A worker thread of the live bench: `count` watchers of one room on one instance, each a real
// WebSocket that joins as a signed-out visitor. Every watcher counts the bytes it receives, with
// each WebSocket frame's header; one in `sampleEvery` also reads each frame as a tab does and
// notes when each batch of samples arrived.
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { url, eventId, count, sampleEvery, code } = workerData;
const { FrameReader, isEventsFrame, snapshotOpenOp } = await import(code);
const now = () => performance.timeOrigin + performance.now();
/** A server's frame header: 2 bytes, 4 past 125 bytes of payload, 10 past 65,535. */
const headerBytes = (length) => (length < 126 ? 2 : length < 65_536 ? 4 : 10);
let counting = false;
let bytes = 0;
const arrivals = [];
let joined = 0;

function watch(index) {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live/${eventId}/socket`);
  const reader = index % sampleEvery === 0 ? new FrameReader() : null;
  ws.on('open', () => ws.send(JSON.stringify({ t: 'join' })));
  ws.on('message', (data, isBinary) => {
    if (counting) bytes += data.length + headerBytes(data.length);
    if (!isBinary) {
      if (!data.toString().startsWith('{"t":"welcome"')) return;
      joined += 1;
      if (joined === count) parentPort.postMessage({ t: 'ready' });
      return;
    }
    if (!reader) return;
    const frame = new Uint8Array(data);
    if (!isEventsFrame(frame)) {
      reader.arrive(snapshotOpenOp(frame));
      return;
    }
    const at = now();
    for (const { e } of reader.read(frame)) {
      if (counting && e.k === 'board' && e.a.k === 'pts') {
        const { p } = e.a;
        arrivals.push([`${p[0]}|${p[1]}|${p[5]}`, at]);
      }
    }
  });
  ws.on('error', () => undefined);
  ws.on('close', (code) => {
    if (counting || joined < count) parentPort.postMessage({ t: 'lost', code });
  });
  return ws;
}

const sockets = [];
for (let i = 0; i < count; i++) {
  sockets.push(watch(i));
  // Not all at once: a real audience arrives over a few seconds.
  if (i % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 20));
}

parentPort.on('message', (message) => {
  if (message.t === 'go') {
    counting = true;
    bytes = 0;
    arrivals.length = 0;
  } else if (message.t === 'stop') {
    counting = false;
    parentPort.postMessage({ t: 'result', bytes, watchers: count, arrivals });
  } else if (message.t === 'close') {
    for (const ws of sockets) ws.terminate();
    parentPort.postMessage({ t: 'closed' });
  }
});
