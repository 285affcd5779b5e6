// Puts the device tests' modules (package-lock.json: playwright-core, which has no dependencies of
// its own) into node_modules/ straight from the npm registry, each tarball checked against the
// lockfile's sha512 before it is unpacked. What `npm ci` would do for this lockfile, with Node.js
// alone: Debian's npm brings some 350 packages of its own, which took a fresh machine minutes to
// install for one download. A module already there at the locked version is left as it is.
//   node fetch-modules.mjs          (from tests/web/; ./dev.sh test runs it)
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const registry = 'https://registry.npmjs.org';
const lock = JSON.parse(readFileSync(path.join(here, 'package-lock.json'), 'utf8'));

for (const [where, entry] of Object.entries(lock.packages)) {
  if (!where.startsWith('node_modules/')) continue;
  const name = where.slice('node_modules/'.length);
  const dir = path.join(here, where);
  const installed = path.join(dir, 'package.json');
  if (existsSync(installed) && JSON.parse(readFileSync(installed, 'utf8')).version === entry.version) continue;
  const [algorithm, expected] = entry.integrity.split(/-(.*)/s);
  if (algorithm !== 'sha512') throw new Error(`${name}: the lockfile's integrity is not sha512`);
  const url = `${registry}/${name}/-/${name.split('/').pop()}-${entry.version}.tgz`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  const tarball = Buffer.from(await response.arrayBuffer());
  const actual = createHash('sha512').update(tarball).digest('base64');
  if (actual !== expected) throw new Error(`${url}: its sha512 is not the lockfile's`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = dir + '.tgz';
  writeFileSync(file, tarball);
  try {
    execFileSync('tar', ['-xzf', file, '--strip-components=1', '--no-same-owner', '-C', dir]);
  } finally {
    rmSync(file, { force: true });
  }
  console.log(`fetch-modules: ${name}@${entry.version} (${(tarball.length / 1e6).toFixed(1)} MB)`);
}
