/** Contact forms and customer-code requests (issue #25). Other code reaches this module only through this file. */
export { formsRoutes } from './routes.ts';
export { formsJobDefinitions } from './jobs.ts';
export { FORMS_MAIL_JOB, mailRequest } from './service.ts';
/** The desk's demo requests (seed/desk-demo.ts) arrive the way the forms receive them. */
export { submit as submitFormRequest } from './service.ts';
