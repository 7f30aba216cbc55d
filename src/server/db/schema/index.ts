export * from './auth.ts';
export * from './accounts.ts';
export * from './settings.ts';
export * from './feedback.ts';
export * from './materials.ts';
export * from './regulatory.ts';
