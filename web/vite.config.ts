import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';

/**
 * The browser apps. Each one is a page under web/<name>/index.html, served by the service at /<name>/ and built
 * into dist/web/<name>/. `npm run build:web` builds the console, then every other app whose page exists.
 */
const APPS = ['console', 'portal'] as const;
type AppName = (typeof APPS)[number];

const webDir = fileURLToPath(new URL('.', import.meta.url));
const repoDir = fileURLToPath(new URL('..', import.meta.url));
const devApi = process.env.DOSSIER_DEV_API ?? 'http://localhost:8080';

function appExists(app: AppName): boolean {
  return existsSync(`${webDir}${app}/index.html`);
}

/** The build of one app: its page at the root of dist/web/<app>/, hashed assets in assets/. */
function appBuildConfig(app: AppName): UserConfig {
  return {
    // The page's own folder is the root, so index.html lands at the top of the output folder.
    root: `${webDir}${app}`,
    envDir: webDir,
    publicDir: false,
    base: `/${app}/`,
    plugins: [react(), tailwindcss()],
    build: {
      outDir: `${repoDir}dist/web/${app}`,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
      assetsDir: 'assets',
      // pdf.js (~400 kB, loaded only when a PDF is opened) and the main chunk sit just above Vite's default.
      chunkSizeWarningLimit: 600,
      rollupOptions: {
        output: {
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: 'assets/[name]-[hash].js',
          // pdf.js's worker is an .mjs asset; the service types files by extension and knows .js as JavaScript
          // (a module worker served as application/octet-stream is refused), so it ships as .js.
          assetFileNames: (asset) =>
            asset.names.some((n) => n.endsWith('.mjs')) ? 'assets/[name]-[hash].js' : 'assets/[name]-[hash][extname]',
        },
      },
    },
  };
}

/** After the console is built, builds the other apps (one command for every app). */
function buildOtherApps(): Plugin {
  return {
    name: 'dossier-build-other-apps',
    apply: 'build',
    async closeBundle() {
      for (const app of APPS) {
        if (app !== 'console' && appExists(app)) await build({ configFile: false, ...appBuildConfig(app) });
      }
    },
  };
}

/** Dev server: every /<app>/<client route> answers that app's index.html (the service does the same). */
function spaFallback(): Plugin {
  return {
    name: 'dossier-spa-fallback',
    configureServer(server) {
      server.middlewares.use((req: IncomingMessage, _res: ServerResponse, next: () => void) => {
        const url = req.url ?? '/';
        const path = url.split('?')[0] ?? '/';
        const accept = req.headers.accept ?? '';
        if (req.method === 'GET' && accept.includes('text/html')) {
          if (path === '/' || path === '') {
            req.url = '/console/';
          } else {
            for (const app of APPS) {
              if ((path === `/${app}` || path.startsWith(`/${app}/`)) && !/\.[a-z0-9]+$/i.test(path)) {
                req.url = `/${app}/index.html`;
              }
            }
          }
        }
        next();
      });
    },
  };
}

export default defineConfig(({ command }) => {
  if (command === 'build') {
    const config = appBuildConfig('console');
    return { ...config, plugins: [...(config.plugins ?? []), buildOtherApps()] };
  }
  // Dev: one server for every app, web/ as the root, so /console/ and /portal/ are their own pages.
  return {
    root: webDir,
    publicDir: false,
    appType: 'mpa',
    plugins: [react(), tailwindcss(), spaFallback()],
    server: {
      port: Number(process.env.DOSSIER_DEV_PORT ?? 5173),
      proxy: {
        '/api': { target: devApi, changeOrigin: false },
        '/health': { target: devApi },
        '/docs': { target: devApi },
      },
    },
  };
});
