// What the benchmarks share: a free port, the real server started as `npm start` runs it, and a
// signed-in session as the web client holds one.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Spawns `node args` in the repository and resolves once its stdout has printed `readyText`. */
export async function startProcess(args, env, readyText) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes(readyText)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`process exited early with ${code}`)));
  });
  return child;
}

/** The Hireloop server on a free port (production mode, warnings only); `env` adds or overrides. */
export async function startServer(env = {}) {
  const port = await freePort();
  const child = await startProcess(
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    { PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    'Hireloop is running',
  );
  return { child, port, base: `http://127.0.0.1:${port}` };
}

export async function stopProcess(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Signs in over HTTP like the web client (CSRF cookie first) and returns request headers. */
export async function signIn(base, email, password) {
  const jar = new Map();
  const keep = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  const headers = () => ({
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    'x-requested-with': 'XMLHttpRequest',
    accept: 'application/json',
  });
  keep(await fetch(`${base}/api/sanctum/csrf-cookie`));
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { ...headers(), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200)
    throw new Error(`login of ${email} failed: ${login.status} ${await login.text()}`);
  keep(login);
  return headers();
}
