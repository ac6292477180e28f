#!/usr/bin/env node
// Run after `npm install` changes the lock: `node scripts/lock-other-platforms.cjs`, then check `npm ci` works.
// Records other platforms' optional native packages in the lock (this registry serves only Linux ones), the same
// way the lock already records Biome's: os/cpu-restricted optional entries, never fetched on Linux.
const fs = require('fs');
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const parents = ['node_modules/@tailwindcss/oxide', 'node_modules/lightningcss', 'node_modules/rolldown'];
const platform = (name) => {
  const n = name.split('/').pop();
  const map = [
    ['android-arm64', ['android'], ['arm64']],
    ['android-arm-eabi', ['android'], ['arm']],
    ['darwin-arm64', ['darwin'], ['arm64']],
    ['darwin-x64', ['darwin'], ['x64']],
    ['freebsd-x64', ['freebsd'], ['x64']],
    ['linux-arm-gnueabihf', ['linux'], ['arm']],
    ['linux-arm64-gnu', ['linux'], ['arm64'], ['glibc']],
    ['linux-arm64-musl', ['linux'], ['arm64'], ['musl']],
    ['linux-x64-gnu', ['linux'], ['x64'], ['glibc']],
    ['linux-x64-musl', ['linux'], ['x64'], ['musl']],
    ['win32-arm64-msvc', ['win32'], ['arm64']],
    ['win32-x64-msvc', ['win32'], ['x64']],
    ['wasm32-wasi', null, ['wasm32']],
    ['openharmony-arm64', ['openharmony'], ['arm64']],
    ['linux-ppc64-gnu', ['linux'], ['ppc64'], ['glibc']],
    ['linux-s390x-gnu', ['linux'], ['s390x'], ['glibc']],
  ];
  for (const [suffix, os, cpu, libc] of map) if (n.endsWith(suffix)) return { os, cpu, libc };
  throw new Error(`unknown platform of ${name}`);
};
let added = 0;
for (const parent of parents) {
  const entry = lock.packages[parent];
  if (!entry) continue;
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const p = platform(name);
    lock.packages[key] = {
      version,
      ...(p.cpu ? { cpu: p.cpu } : {}),
      dev: true,
      ...(p.libc ? { libc: p.libc } : {}),
      license: entry.license,
      optional: true,
      ...(p.os ? { os: p.os } : {}),
      engines: entry.engines,
    };
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
