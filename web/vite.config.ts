import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    // Every text asset also as .br (brotli at its highest quality) and .gz, made once at build
    // time, so the server sends files instead of compressing each response at a low level.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|css|html|svg|json|webmanifest|txt)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    // The contracts package exports its TypeScript sources under `source`, so the
    // web app needs no contracts build step and sees edits at once.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/covers': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React is shared by the entry and every lazy page; a named chunk of its own
          // stays cached across releases instead of landing in whichever page chunk rolldown picks.
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
