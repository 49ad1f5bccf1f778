/** What the app layer composes of the supplier's space (the pages live in app/, which adds the login check). */
export { SupplierSpace } from './components/supplier-space.tsx';
export { SupplierInvitation } from './components/invitation.tsx';
