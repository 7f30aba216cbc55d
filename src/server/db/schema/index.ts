export * from './auth.ts';
export * from './accounts.ts';
export * from './settings.ts';
export * from './feedback.ts';
