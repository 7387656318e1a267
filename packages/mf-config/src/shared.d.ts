/** The npm packages every app shares as singletons (keys ending in '/' share their subpaths). */
export const npmSingletons: string[];
/** Our own packages every app shares as singletons. */
export const workspaceSingletons: string[];
