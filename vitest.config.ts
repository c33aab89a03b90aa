import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/dist/**', '**/.local/**', 'e2e/**'];

export default defineConfig({
  test: {
    projects: [
      {
        // Components import their app's .po catalogs, compiled as the builds do (lingui.config.ts).
        plugins: [lingui()],
        test: { name: 'unit', include: ['**/*.unit.test.{ts,tsx}'], exclude },
      },
      {
        test: {
          name: 'int',
          include: ['**/*.int.test.ts'],
          exclude,
          // Real Kafka, Mongo-wire and Redis servers: started once for the whole run.
          globalSetup: ['./scripts/int-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
