export * from './errors';
export * from './health';
export * from './users';
export * from './site-config';
export * from './analytics';
