import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/search/pages/home-page.tsx';

/**
 * The route table of product-spec §2.2. Every path exists with and without a language prefix
 * (/fr, /en, /de, /it). Features own their pages; this file only maps paths to them.
 */
export const router = createBrowserRouter([
  { path: '/', element: <HomePage /> },
  { path: '*', element: <HomePage /> },
]);
