import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublic, isPublicAddress, parseAllowedHosts } from './fetch-public.ts';

const options = { maxBytes: 1024, timeoutMs: 2000 };
let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/to-localhost')
      return response.writeHead(301, { location: `http://localhost:${port}/ok` }).end();
    if (request.url === '/to-private') return response.writeHead(302, { location: 'http://10.0.0.7/admin' }).end();
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('fine');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['64:ff9b::10.0.0.1', false],
    ['2002:7f00:1::', false],
    ['not an address', false],
  ])('%s → %s', (address, expected) => expect(isPublicAddress(address)).toBe(expected));
});

describe('fetchPublic', () => {
  it('refuses loopback by address and by name (resolved at connect time) unless allowed', async () => {
    await expect(fetchPublic(`http://127.0.0.1:${port}/ok`, options)).rejects.toThrow(
      /127\.0\.0\.1:\d+ is not a public address/,
    );
    await expect(fetchPublic(`http://[::1]:${port}/ok`, options)).rejects.toThrow(/is not a public address/);
    await expect(fetchPublic(`http://localhost:${port}/ok`, options)).rejects.toThrow(
      /localhost:\d+ is not a public address/,
    );
    const allowed = await fetchPublic(`http://127.0.0.1:${port}/ok`, { ...options, allowedHosts: ['127.0.0.1'] });
    expect(allowed.body.toString()).toBe('fine');
  });

  it('checks every redirect', async () => {
    await expect(
      fetchPublic(`http://127.0.0.1:${port}/to-private`, { ...options, allowedHosts: ['127.0.0.1'] }),
    ).rejects.toThrow(/^10\.0\.0\.7 is not a public address/);
    // An allowed address also allows the names that resolve to it.
    const followed = await fetchPublic(`http://127.0.0.1:${port}/to-localhost`, {
      ...options,
      allowedHosts: ['127.0.0.1'],
    });
    expect(followed.body.toString()).toBe('fine');
  });

  it('says the same for a closed port and an open port that does not speak HTTP', async () => {
    const silent = net.createServer((socket) => socket.end('SSH-2.0-OpenSSH\r\n'));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const openPort = (silent.address() as net.AddressInfo).port;
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const allow = { ...options, allowedHosts: ['127.0.0.1'] };
    const open = await fetchPublic(`http://127.0.0.1:${openPort}/`, allow).catch((error: Error) =>
      error.message.replace(String(openPort), 'PORT'),
    );
    const shut = await fetchPublic(`http://127.0.0.1:${closedPort}/`, allow).catch((error: Error) =>
      error.message.replace(String(closedPort), 'PORT'),
    );
    silent.close();
    expect(open).toBe('127.0.0.1:PORT could not be reached');
    expect(shut).toBe(open);
  });

  it('reads FETCH_ALLOWED_HOSTS', () => {
    expect(parseAllowedHosts(' 127.0.0.1, Localhost ,[::1],')).toEqual(['127.0.0.1', 'localhost', '::1']);
  });
});
