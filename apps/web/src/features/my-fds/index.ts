/** What the app layer composes of the personal space (the pages live in app/, which adds the login check). */
export { MyFdsSpace } from './components/my-fds-space.tsx';
export { ChangelogView } from './components/changelog-view.tsx';
export { CustomerCodesManager } from './components/customer-codes-manager.tsx';
export { FavouriteToggle } from './components/favourite-toggle.tsx';
