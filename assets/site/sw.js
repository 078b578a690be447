// The offline worker. The build writes two copies from this file (cmake/ServiceWorker.cmake):
// dist/sw.js for the full app (scope: the site) and dist/web/sw.js for embedders who ask
// for it (scope: web/). FILES lists what it keeps, relative to itself; VERSION is a hash of
// those files, so a new build is a new worker (the browser checks on each visit), which
// stores the new files in a cache of its own, takes over and deletes the old cache: the
// update shows from the next page load on. Files are answered from the cache first, so a
// visited page starts with the network off.
'use strict';
const VERSION = '@VERSION@';
const PREFIX = '@PREFIX@';
const FILES = [@FILES@];
const CACHE = PREFIX + VERSION;

self.addEventListener('install', (event) => {
  // All or nothing: a file that does not arrive fails the install (the page says so).
  event.waitUntil(caches.open(CACHE)
    .then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: 'no-cache' }))))
    .then(() => self.skipWaiting()));
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
