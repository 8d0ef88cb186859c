// A worker thread of the live bench: `count` watchers of one room on one instance, each a real
// WebSocket that joins as a signed-out visitor. Every watcher counts the bytes it receives; one in
// `sampleEvery` also reads each frame and notes when each batch of samples arrived.
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { url, eventId, count, sampleEvery } = workerData;
const now = () => performance.timeOrigin + performance.now();
let counting = false;
let bytes = 0;
const arrivals = [];
let joined = 0;

function watch(index) {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live/${eventId}/socket`);
  const sampled = index % sampleEvery === 0;
  ws.on('open', () => ws.send(JSON.stringify({ t: 'join' })));
  ws.on('message', (data, isBinary) => {
    if (counting) bytes += data.length;
    if (isBinary) return;
    const text = data.toString();
    if (text.startsWith('{"t":"welcome"')) {
      joined += 1;
      if (joined === count) parentPort.postMessage({ t: 'ready' });
      return;
    }
    if (!sampled || !counting || !text.includes('"k":"pts"')) return;
    const at = now();
    for (const { e } of JSON.parse(text).events) {
      if (e.k === 'board' && e.a.k === 'pts')
        arrivals.push([`${e.a.p[0]}|${e.a.p[1]}|${e.a.p[5]}`, at]);
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
