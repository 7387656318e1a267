// For component tests only: kept out of the shared entry so production bundles do not carry it.
export { MemoryRouter, type InitialEntry } from 'react-router';
