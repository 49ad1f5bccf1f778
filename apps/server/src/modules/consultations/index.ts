/** Consultation history and the guests' update mails. Other code reaches this module only through this file. */
export { updateSubscriptionsRoutes } from './update-subscriptions.routes.ts';
export { recordConsultation, type ConsultationKind } from './consultations.service.ts';
export { updateMailsJob, UPDATE_MAILS_JOB } from './update-mails.job.ts';
/** Demo data: visitors' consultations of the demo supplier's sheets (seed/index.ts). */
export { consultationsDemoSeeder } from './demo.seeder.ts';
