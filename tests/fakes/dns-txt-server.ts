import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';

export type FakeDnsServer = {
  /** 127.0.0.1:PORT, for SSO_DNS_SERVERS. */
  address: string;
  /** Sets the TXT records of a name (each record one or more character-strings); an empty list removes them. */
  setTxt: (name: string, records: string[][]) => void;
  /** The names asked, in order. */
  queries: () => string[];
  close: () => Promise<void>;
};

/**
 * A DNS server on loopback (UDP, RFC 1035 §4) that answers TXT questions from a table and NXDOMAIN for any other
 * name: enough for node:dns's Resolver pointed at it with setServers.
 */
export async function startFakeDnsServer(): Promise<FakeDnsServer> {
  const table = new Map<string, string[][]>();
  const asked: string[] = [];
  const socket = dgram.createSocket('udp4');

  socket.on('message', (query, remote) => {
    // Header (12 bytes), then the question: labels up to a zero byte, QTYPE, QCLASS.
    let offset = 12;
    const labels: string[] = [];
    while (offset < query.length && query[offset] !== 0) {
      const length = query[offset]!;
      labels.push(query.subarray(offset + 1, offset + 1 + length).toString('ascii'));
      offset += 1 + length;
    }
    const questionEnd = offset + 5;
    const type = query.readUInt16BE(offset + 1);
    const name = labels.join('.').toLowerCase();
    asked.push(name);
    const records = type === 16 ? (table.get(name) ?? []) : [];
    const answers = records.map((chunks) => {
      const rdata = Buffer.concat(
        chunks.map((chunk) => Buffer.concat([Buffer.from([Buffer.byteLength(chunk)]), Buffer.from(chunk)])),
      );
      const fixed = Buffer.alloc(12);
      fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      fixed.writeUInt16BE(16, 2); // TXT
      fixed.writeUInt16BE(1, 4); // IN
      fixed.writeUInt32BE(60, 6); // TTL
      fixed.writeUInt16BE(rdata.length, 10);
      return Buffer.concat([fixed, rdata]);
    });
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2); // the query's id
    // QR, RD copied, RA; RCODE 3 (NXDOMAIN) for a name without records.
    header.writeUInt16BE(0x8000 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | (table.has(name) ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    socket.send(Buffer.concat([header, query.subarray(12, questionEnd), ...answers]), remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${(socket.address() as AddressInfo).port}`,
    setTxt: (name, records) => {
      if (records.length === 0) table.delete(name.toLowerCase());
      else table.set(name.toLowerCase(), records);
    },
    queries: () => [...asked],
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
