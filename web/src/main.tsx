import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import { preload } from './app/preload'
import { AppProviders, makeQueryClient } from './app/providers'
import { AppRouter } from './app/router'

const client = makeQueryClient()
preload(client, window.location.pathname)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={client}>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
)
