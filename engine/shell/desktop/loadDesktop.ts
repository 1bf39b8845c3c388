/**
 * The desktop's code, a chunk of its own that the login page does not load. Called at sign-in
 * too, beside the user's requests: the chunk then downloads and evaluates while they travel,
 * and the lazy view that renders it finds it ready.
 */
export const loadDesktop = () => import('./Desktop');
