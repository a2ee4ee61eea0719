import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// The test files of a worker share one environment (isolate: false in vite.config.ts): each test leaves it as it found it.
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  // A test that runs in Node (// @vitest-environment node) has no DOM storage.
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
})
