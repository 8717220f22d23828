import { spawn } from 'node:child_process';
const t0 = Date.now();
const env = { ...process.env, PORT: '4777', HOST: 'localhost', DATA_DIR: '/tmp/srvt-data' };
const c = spawn(process.execPath, ['src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
for (;;) { try { const r = await fetch('http://localhost:4777/readyz'); if (r.ok) break; } catch {} await new Promise(r => setTimeout(r, 50)); }
const stat = (await import('node:fs')).readFileSync(`/proc/${c.pid}/stat`, 'utf8').split(') ')[1].split(' ');
console.log(process.env.NODE_COMPILE_CACHE ? 'cache' : 'nocache', 'ready', Date.now() - t0, 'ms cpu', (+stat[11] + +stat[12]) / 100, 's');
c.kill('SIGTERM');
