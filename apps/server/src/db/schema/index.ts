export * from './identity';
export * from './accounts';
export * from './catalog';
export * from './commerce';
export * from './submissions';
export * from './community';
export * from './content';
export * from './drawing';
