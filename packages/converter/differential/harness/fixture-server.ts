/**
 * The static server behind both fixture apps. One process serves the AngularJS app under
 * `/angular/`, the plain HTML app under `/plain/`, AngularJS itself under `/vendor/`, and a few
 * delayed JSON endpoints under `/api/`. The same files are served in both modes: `broken: true`
 * only changes `/config.js` (read by the apps to switch on their deliberate regressions) and the
 * answers of `/api/*`. It binds loopback only, on the given port or one the OS picks.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiAnswer } from './fixture-api';

export interface FixtureServer {
  /** `http://127.0.0.1:<port>/`, with the trailing slash. */
  url: string;
  broken: boolean;
  close(): Promise<void>;
}

const appsDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'apps');
const angularFile = createRequire(import.meta.url).resolve('angular/angular.min.js');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

export async function startFixtureServer(options: {
  broken: boolean;
  port?: number;
}): Promise<FixtureServer> {
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (path === '/config.js') {
      const body = `window.FIXTURE = ${JSON.stringify({ broken: options.broken })};\n`;
      return send(response, 200, contentTypes['.js']!, body);
    }
    if (path === '/vendor/angular.min.js') return sendFile(response, angularFile);
    if (path.startsWith('/api/')) {
      const answer = apiAnswer(path, options.broken);
      if (!answer) return send(response, 404, contentTypes['.json']!, '{"error":"not found"}');
      // `never` models a request that hangs: the socket stays open until the server closes.
      if (answer.delayMs === 'never') return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(response, 200, contentTypes['.json']!, JSON.stringify(answer.body));
      }, answer.delayMs);
      timers.add(timer);
      return;
    }
    if (path === '/') return redirect(response, '/plain/index.html');
    const file = normalize(join(appsDir, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(appsDir) || !existsSync(file) || !statSync(file).isFile()) {
      return send(
        response,
        404,
        contentTypes['.html']!,
        '<title>Not found</title><h1>Not found</h1>',
      );
    }
    sendFile(response, file);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', done);
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fixture server has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    broken: options.broken,
    close: () =>
      new Promise<void>((done) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { location });
  response.end();
}

function sendFile(response: ServerResponse, file: string): void {
  const type = contentTypes[extname(file)] ?? 'application/octet-stream';
  response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
  createReadStream(file).pipe(response);
}
