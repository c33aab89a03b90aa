export * from './auth';
export * from './enums';
export * from './errors';
export * from './events';
export * from './profile';
export * from './settings';
