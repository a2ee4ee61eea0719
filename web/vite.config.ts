import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // The Go binary embeds this directory; the Makefile empties it before a build (a committed .gitkeep stays).
    outDir: '../internal/webui/dist',
    emptyOutDir: false,
    rolldownOptions: {
      output: {
        // Libraries by how often they change and who needs them: React and the router on every page, the form
        // libraries only on screens with a form (the sign-in's chunk loads them; the dashboard does not).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
            // The app's shared pieces (src/components, src/lib) and the icons as one file: split by what shares
            // them, a list screen fetched some forty files of about 1 KB each after its own, a round trip per six
            // on a phone's network.
            { name: 'shared', test: /[\\/]src[\\/](components|lib)[\\/]|node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // One jsdom per worker instead of one per file: the run takes 9 s instead of 76 (set-up was most of it);
    // src/test-setup.ts resets what a test may leave behind.
    isolate: false,
  },
})
