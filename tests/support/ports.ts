/**
 * Free ports for test servers, so a stray server or a neighbour's test run on the same machine
 * cannot make a test fail. The browser tests' own ports: `e2e-ports.ts`.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * `count` ports nothing listens on right now, found synchronously (a config file cannot wait):
 * a child Node process binds port 0 that many times at once and prints what it got.
 */
export function freePortsSync(count: number): number[] {
  const probe =
    `const net=require('node:net');const s=Array.from({length:${count}},()=>net.createServer());` +
    `Promise.all(s.map(x=>new Promise(r=>x.listen(0,'localhost',r)))).then(()=>{console.log(s.map(x=>x.address().port).join(' '));s.forEach(x=>x.close())})`;
  const out = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
  const ports = out.stdout.trim().split(' ').map(Number);
  if (out.status !== 0 || ports.length !== count || ports.some((p) => !Number.isInteger(p) || p <= 0))
    throw new Error(`could not find ${count} free ports: ${out.stderr}`);
  return ports;
}

/** A free port, asynchronously (for servers a test starts itself), on `host`. */
export async function freePort(host = 'localhost'): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok, fail) => {
    probe.once('error', fail);
    probe.listen(0, host, ok);
  });
  const address = probe.address();
  await new Promise((ok) => probe.close(ok));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
