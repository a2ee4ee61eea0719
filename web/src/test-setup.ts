import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
  // A test that runs in Node (// @vitest-environment node) has no DOM storage.
  globalThis.localStorage?.clear()
})
