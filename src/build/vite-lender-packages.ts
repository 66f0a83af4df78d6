// Vite plugin: serves lender packages in dev and emits them into dist/ at build, so the browser
// fetches only its own lender's package. Adding a lender folder is enough; no registry to edit.
import type { Plugin } from 'vite';
import { buildLenderPackages, packageFiles, PACKAGES_PATH } from './lender-packages.ts';

export function lenderPackagesPlugin(base: string): Plugin {
  const prefix = `${base}${PACKAGES_PATH}/`;
  return {
    name: 'lender-packages',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        if (!url.startsWith(prefix)) return next();
        try {
          // Rebuilt per request in dev so JSON edits show on reload.
          const files = await packageFiles(await buildLenderPackages(undefined, base));
          const body = files.get(decodeURIComponent(url.slice(prefix.length)));
          if (body === undefined) {
            res.statusCode = 404;
            return res.end('Not found');
          }
          res.setHeader(
            'Content-Type',
            url.endsWith('.json')
              ? 'application/json'
              : url.endsWith('.svg')
                ? 'image/svg+xml'
                : url.endsWith('.woff2')
                  ? 'font/woff2'
                  : 'application/octet-stream',
          );
          res.setHeader('Cache-Control', 'no-cache');
          res.end(body);
        } catch (error) {
          next(error);
        }
      });
    },
    async generateBundle() {
      const files = await packageFiles(await buildLenderPackages(undefined, base));
      for (const [fileName, source] of files) {
        this.emitFile({ type: 'asset', fileName: `${PACKAGES_PATH}/${fileName}`, source });
      }
    },
  };
}
