/**
 * The back office's desk (issue #26): the requests desk, SafeBox contracts and Premium checks. Other code reaches
 * this module only through this file.
 */
export { deskRoutes } from './desk.routes.ts';
export { deskJobDefinitions } from './jobs.ts';
export { DESK_REPLY_JOB, mailReply } from './requests/requests.service.ts';
export { PREMIUM_CHECKED_JOB, mailPremiumChecked } from './premium/premium.service.ts';
/** The demo seeder (seed/desk-demo.ts) shows the desk at work through its own use cases. */
export { addNote as addDeskNote, requestDetail as deskRequestDetail, updateRequest as updateDeskRequest } from './requests/requests.service.ts';
