// What boot.tsx imports once React is evaluated: the shop's own start-up (router, store, shell),
// evaluated in a task of its own. Built into the same `app` chunk (vite.config.ts), so importing
// it costs no request.
export { App } from './app.tsx';
export { createAppState } from './app-state.ts';
export { createAppRouter } from './router.tsx';
