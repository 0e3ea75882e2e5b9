// What boot.tsx imports once the app's state is evaluated (app-state.ts, imported just before): the
// router and the shell, evaluated in a task of their own. Built into the same `app` chunk
// (vite.config.ts), so importing it costs no request.
export { App } from './app.tsx';
export { loadScreen, matchScreen } from './route-table.ts';
export { loadFirstScreenData } from './first-screen-data.ts';
