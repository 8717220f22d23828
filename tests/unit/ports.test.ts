import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, freePortsSync } from '../support/ports.ts';

/** Listens on `port` (proving it was free) and closes again. */
async function listenOn(port: number): Promise<void> {
  const server = createServer();
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, 'localhost', ok);
  });
  await new Promise((ok) => server.close(ok));
}

describe('free ports for test servers', () => {
  it('finds several distinct free ports synchronously, for the Playwright config', async () => {
    const ports = freePortsSync(3);
    expect(new Set(ports).size).toBe(3);
    for (const p of ports) await listenOn(p);
  });

  it('never hands out a port something listens on', async () => {
    const busy = createServer();
    await new Promise<void>((ok) => busy.listen(0, 'localhost', ok));
    const address = busy.address();
    const taken = address && typeof address !== 'string' ? address.port : 0;
    try {
      expect(freePortsSync(5)).not.toContain(taken);
      expect(await freePort()).not.toBe(taken);
    } finally {
      await new Promise((ok) => busy.close(ok));
    }
  });
});
