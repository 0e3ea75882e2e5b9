import { defineProject } from 'vitest/config';

// Vite's own transform compiles the JSX (tsconfig's react-jsx); the package needs no Fast Refresh.
export default defineProject({
  test: {
    name: 'ui',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/testing/setup.ts'],
  },
});
