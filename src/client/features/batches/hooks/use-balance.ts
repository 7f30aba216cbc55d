import { useCallback, useEffect, useRef, useState } from 'react';
import {
  EMPTY_BALANCE_STREAM,
  parseContinuousAsciiLine,
  parseMtSicsLine,
  readBalanceStream,
  type BalanceEvent,
  type BalanceReading,
} from '../../../../domain/batches/read-balance-stream.ts';

/** The part of the Web Serial API used here (Chromium on desktop; absent elsewhere). */
type SerialPortLike = {
  open: (options: { baudRate: number }) => Promise<void>;
  close: () => Promise<void>;
  readable: ReadableStream<Uint8Array> | null;
  writable: WritableStream<Uint8Array> | null;
};
type SerialLike = { requestPort: () => Promise<SerialPortLike> };

const findSerial = (): SerialLike | null =>
  (globalThis.navigator as (Navigator & { serial?: SerialLike }) | undefined)?.serial ?? null;

export const BALANCE_PROTOCOLS = ['mt-sics', 'continuous-ascii'] as const;
export type BalanceProtocol = (typeof BALANCE_PROTOCOLS)[number];

/**
 * A balance on a serial port, where the browser offers Web Serial: MT-SICS (asks `SI` twice a second, `T` to tare)
 * or continuous ASCII (listens). Calls `onStable` with each stable weight; without Web Serial, `isAvailable` is
 * false and typing works as before.
 */
export function useBalance(onStable: (reading: BalanceReading) => void) {
  const [protocol, setProtocol] = useState<BalanceProtocol>('mt-sics');
  const [state, setState] = useState<'idle' | 'connected' | 'failed'>('idle');
  const [last, setLast] = useState<BalanceReading | null>(null);
  const port = useRef<SerialPortLike | null>(null);
  const writer = useRef<WritableStreamDefaultWriter<Uint8Array> | null>(null);
  const stableRef = useRef(onStable);
  stableRef.current = onStable;

  const send = useCallback(async (command: string) => {
    await writer.current?.write(new TextEncoder().encode(`${command}\r\n`));
  }, []);

  const connect = useCallback(async () => {
    const serial = findSerial();
    if (!serial) return;
    try {
      const chosen = await serial.requestPort();
      await chosen.open({ baudRate: 9600 });
      port.current = chosen;
      writer.current = chosen.writable?.getWriter() ?? null;
      setState('connected');
      const parse = protocol === 'mt-sics' ? parseMtSicsLine : parseContinuousAsciiLine;
      const reader = chosen.readable?.getReader();
      const decoder = new TextDecoder();
      let stream = EMPTY_BALANCE_STREAM;
      const handle = (event: BalanceEvent) => {
        if (event.kind !== 'weight') return;
        setLast(event.reading);
        if (event.reading.isStable) stableRef.current(event.reading);
      };
      void (async () => {
        while (reader) {
          const { value, done } = await reader.read();
          if (done) break;
          const result = readBalanceStream(stream, decoder.decode(value, { stream: true }), parse);
          stream = result.stream;
          result.events.forEach(handle);
        }
      })().catch(() => setState('failed'));
    } catch {
      setState('failed');
    }
  }, [protocol]);

  useEffect(() => {
    if (state !== 'connected' || protocol !== 'mt-sics') return;
    const timer = setInterval(() => void send('SI'), 500);
    return () => clearInterval(timer);
  }, [state, protocol, send]);

  useEffect(
    () => () => {
      void port.current?.close().catch(() => {});
    },
    [],
  );

  return {
    isAvailable: findSerial() !== null,
    protocol,
    setProtocol,
    state,
    last,
    connect,
    // MT-SICS's tare is T; most continuous-output balances take the same command.
    tare: () => send('T'),
  };
}
