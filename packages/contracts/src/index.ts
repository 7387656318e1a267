export * from './common';
export * from './health';
export * from './remotes';
export * from './user';
export * from './auth';
export * from './tmdb';
export * from './images';
