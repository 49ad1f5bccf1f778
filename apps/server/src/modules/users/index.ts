/** Accounts: registration, profile, password and e-mail changes. Other code reaches this module only through this file. */
export { usersRoutes } from './routes.ts';
export { findUserById, findUserByLogin, markUserPaying } from './repository.ts';
/** Merges fields into a user's profile document (and sets the safebox column when given): SafeBox's §3.2 fields, my-FDS's history_imported. */
export { updateProfile as mergeUserProfile } from './repository.ts';
export { toMe } from './views.ts';
export { staffUsersRoutes } from './back-office/staff-users.routes.ts';
