import { rmSync } from 'node:fs'

/** teardown removes the run's throw-away data directories, so test runs leave nothing behind in /tmp. */
export default function teardown() {
  for (const dir of [process.env.PLAYWRIGHT_E2E_DIR, process.env.PLAYWRIGHT_E2E_DEMO_DIR, process.env.PLAYWRIGHT_E2E_SCREENS_DIR]) {
    if (dir) rmSync(dir, { recursive: true, force: true })
  }
}
