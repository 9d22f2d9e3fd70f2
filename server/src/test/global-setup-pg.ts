export { setupPgTemplate as default } from './global-setup';
