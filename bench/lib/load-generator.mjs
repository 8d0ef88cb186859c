// Child process: runs autocannon against one URL and prints its figures as one JSON line, so the
// load generator never shares an event loop with the server under test.
import autocannon from 'autocannon';

const [url, connections = '50', seconds = '10', headers = '{}'] = process.argv.slice(2);
if (!url) {
  console.error('usage: load-generator.mjs URL [connections] [seconds] [headers as JSON]');
  process.exit(2);
}

const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  pipelining: 1,
  headers: JSON.parse(headers),
});
process.stdout.write(
  `${JSON.stringify({
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  })}\n`,
);
