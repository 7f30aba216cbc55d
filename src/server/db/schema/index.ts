export * from './auth.ts';
export * from './accounts.ts';
export * from './settings.ts';
