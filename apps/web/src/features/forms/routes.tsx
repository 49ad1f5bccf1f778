import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../components/lazy-page.tsx';

const ContactPage = lazyComponent(() => import('./pages/contact-page.tsx').then((m) => m.ContactPage));
const CallBackPage = lazyComponent(() => import('./pages/call-back-page.tsx').then((m) => m.CallBackPage));
const CustomerCodeRequestPage = lazyComponent(() => import('./pages/customer-code-request-page.tsx').then((m) => m.CustomerCodeRequestPage));

/** The contact form and the customer-code request (issue #25), relative to the language prefix. */
export const formsRoutes: RouteObject[] = [
  { path: 'contact-us', element: <ContactPage /> },
  { path: 'customer-code-request/:supplierCode', element: <CustomerCodeRequestPage /> },
  { path: 'call-back', element: <CallBackPage /> },
];

/** /form/contact-us: the contact form in the simple layout (language switcher only). */
export const formsSimpleLayoutRoutes: RouteObject[] = [{ path: 'form/contact-us', element: <ContactPage /> }];
