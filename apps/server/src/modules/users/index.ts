/** Accounts: registration, profile, password and e-mail changes. Other code reaches this module only through this file. */
export { usersRoutes } from './routes.ts';
export { findUserById, findUserByLogin } from './repository.ts';
export { toMe } from './views.ts';
export { staffUsersRoutes } from './back-office/staff-users.routes.ts';
