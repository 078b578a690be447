// The offline worker. The build writes two copies from this file (cmake/ServiceWorker.cmake):
// dist/sw.js for the full app (scope: the site) and dist/web/sw.js for embedders who ask
// for it (scope: web/). FILES lists what it keeps, relative to itself, each with the first
// 64 bits of the SHA-256 of its contents in this build (enough to tell builds apart, and
// half the worker's weight less than the whole hash); VERSION is a hash of them all, so a new build is a new
// worker (the browser checks on each visit). It stores the new files in a cache of its own,
// all of them from this build or none (a site caught half-updated fails the install, and
// the next visit tries again), then waits: the pages keep the build they started with until
// the player takes the new one ("A new version is ready", which sends 'skip-waiting') or
// every page of the old one is closed. So a page never runs files of two builds. Files are
// answered from the cache first, so a visited page starts with the network off.
'use strict';
const VERSION = '@VERSION@';
const PREFIX = '@PREFIX@';
const FILES = [@FILES@];
const CACHE = PREFIX + VERSION;

function hex(buf) {
  return Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
}

// Every file fetched and checked against this build's hash before any is stored.
async function install() {
  const got = await Promise.all(FILES.map(async ([file, hash]) => {
    const res = await fetch(new Request(file, { cache: 'no-cache' }));
    if (!res.ok) throw new Error(file + ': HTTP ' + res.status);
    const sum = hex(await crypto.subtle.digest('SHA-256', await res.clone().arrayBuffer()));
    if (sum.slice(0, hash.length) !== hash) throw new Error(file + ' is not the file of this build (the site is being updated?)');
    return [file, res];
  }));
  const cache = await caches.open(CACHE);
  await Promise.all(got.map(([file, res]) => cache.put(file, res)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(install().catch((e) => caches.delete(CACHE).then(() => { throw e; })));
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});
self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  // A page's address may carry a query (embed.html?mode=watch) or end in a folder (/).
  const navigate = req.mode === 'navigate';
  event.respondWith(caches.open(CACHE).then((cache) =>
    cache.match(req, { ignoreSearch: navigate }).then((hit) => {
      if (hit) return hit;
      if (navigate && new URL(req.url).pathname.endsWith('/'))
        return cache.match(new URL('index.html', req.url).href).then((page) => page || fetch(req));
      return fetch(req);
    })));
});
