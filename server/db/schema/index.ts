// The tables by group, as one schema: drizzle (server/db/database.ts) and drizzle-kit read it here.
export * from './activity';
export * from './audit';
export * from './calendar';
export * from './channels';
export * from './exports';
export * from './inbox';
export * from './library';
export * from './notifications';
export * from './posting';
export * from './tokens';
export * from './users';
export * from './visibility';
export * from './webhooks';
export * from './workspaces';
