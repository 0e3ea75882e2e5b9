import { resolve } from 'node:path';

// This file sits directly in src/, and the bundle's files directly in dist/, so `..` is the
// API package in both cases. Keep every path lookup here.
export const API_ROOT = resolve(import.meta.dirname, '..');
export const REPO_ROOT = resolve(API_ROOT, '..', '..');
export const MIGRATIONS_DIR = resolve(API_ROOT, 'drizzle');
export const DEFAULT_STATIC_DIR = resolve(REPO_ROOT, 'apps', 'web', 'dist');
/** The back office's build, served at /admin. */
export const ADMIN_STATIC_DIR = resolve(REPO_ROOT, 'apps', 'admin', 'dist');
/** The UI strings' sources, read when the static folder has no built copy (tests, development). */
export const WEB_LOCALES_DIR = resolve(REPO_ROOT, 'apps', 'web', 'public', 'locales');
