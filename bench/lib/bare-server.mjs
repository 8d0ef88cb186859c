// Child process: the baseline, a bare node:http server answering every request with the bytes the
// app sent for GET /api/courses and the same content-type and content-length.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [bodyFile, contentType] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = { 'content-type': contentType, 'content-length': String(body.length) };

const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
