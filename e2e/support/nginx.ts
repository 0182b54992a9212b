/**
 * Starts Debian's nginx on 127.0.0.1 and a free port with the config the build generated
 * (build/nginx.conf), serving build/. Stopped by process id. With `tls`, it serves https with a
 * throwaway self-signed certificate (made by openssl; the browser context must ignore HTTPS errors),
 * for what only an https page does: mixed-content blocking, and the policy's scheme rules.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {freePort} from '../../scripts/lib/free-port';

export type RunningNginx = {url: string; stop: () => void};

export async function startNginx(buildDir: string, {tls = false}: {tls?: boolean} = {}): Promise<RunningNginx> {
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-e2e-'));
  for (const dir of ['logs', 'tmp']) fs.mkdirSync(path.join(prefix, dir));
  let listen = `  listen 127.0.0.1:${port};`;
  if (tls) {
    const [cert, key] = [path.join(prefix, 'cert.pem'), path.join(prefix, 'key.pem')];
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
        ...['-keyout', key, '-out', cert],
      ],
      {stdio: 'ignore'},
    );
    listen = `  listen 127.0.0.1:${port} ssl;\n  ssl_certificate ${cert};\n  ssl_certificate_key ${key};`;
  }
  const site = fs
    .readFileSync(path.join(buildDir, 'nginx.conf'), 'utf8')
    .replace(/^ {2}listen .*;$/m, listen)
    .replace(/^ {2}root .*;$/m, `  root ${buildDir};`);
  fs.writeFileSync(path.join(prefix, 'site.conf'), site);
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
daemon on;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  include ${prefix}/site.conf;
}
`,
  );
  const nginx = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  execFileSync(nginx, ['-t', '-q', '-c', `${prefix}/nginx.conf`, '-p', `${prefix}/`]);
  execFileSync(nginx, ['-c', `${prefix}/nginx.conf`, '-p', `${prefix}/`]);
  const pid = Number(fs.readFileSync(path.join(prefix, 'nginx.pid'), 'utf8'));
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    stop: () => {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}
