import { createStore } from 'jotai';

/**
 * The one jotai store of the whole product. The shell's Provider renders it; the API client writes to it
 * outside React (401 handling). This package is a Module Federation singleton, so every remote sees it.
 */
export const marqueeStore = createStore();
