export * from './common';
export * from './catalog';
export * from './content';
export * from './accounts';
export * from './constants';
export * from './community';
export * from './commerce';
