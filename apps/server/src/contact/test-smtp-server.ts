import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as sent after DATA: headers, blank line, body (dot-unstuffed, CRLF kept). */
  data: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:{port} — plain SMTP, no TLS, no auth. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next mail to arrive (or the oldest one not yet taken). */
  nextMail(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A tiny SMTP server on 127.0.0.1 and a free port, so tests send real mail through nodemailer
 * and read what arrived. It speaks just enough of RFC 5321: EHLO/HELO, MAIL, RCPT, DATA, RSET,
 * NOOP, QUIT; it advertises no extensions, so the client sends plain text without STARTTLS.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let taken = 0;
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const deliver = (mail: ReceivedMail) => {
    received.push(mail);
    const waiter = waiting.shift();
    if (waiter) {
      taken++;
      waiter(mail);
    }
  };

  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let dataLines: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const handle = (line: string) => {
      if (dataLines) {
        if (line !== '.') {
          dataLines.push(line.startsWith('..') ? line.slice(1) : line);
          return;
        }
        deliver({ ...envelope, data: dataLines.join('\r\n') });
        dataLines = null;
        envelope = { from: '', to: [] };
        return reply('250 2.0.0 queued');
      }
      const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
      switch (line.slice(0, 4).toUpperCase()) {
        case 'EHLO':
        case 'HELO':
          return reply('250 test-smtp');
        case 'MAIL':
          envelope.from = address;
          return reply('250 2.1.0 ok');
        case 'RCPT':
          envelope.to.push(address);
          return reply('250 2.1.5 ok');
        case 'DATA':
          dataLines = [];
          return reply('354 end with <CRLF>.<CRLF>');
        case 'RSET':
          envelope = { from: '', to: [] };
          return reply('250 2.0.0 ok');
        case 'NOOP':
          return reply('250 2.0.0 ok');
        case 'QUIT':
          reply('221 2.0.0 bye');
          return socket.end();
        default:
          return reply('502 5.5.1 not implemented');
      }
    };

    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        handle(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    });
    socket.on('error', () => {}); // a client hanging up mid-session is not a test failure
    reply('220 test-smtp ESMTP');
  });

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMail: () =>
      taken < received.length
        ? Promise.resolve(received[taken++]!)
        : new Promise((resolve) => waiting.push(resolve)),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** An smtp:// URL where nothing listens: a port that was free a moment ago. */
export async function unusedSmtpUrl(): Promise<string> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `smtp://127.0.0.1:${port}`;
}
