import { createContext } from 'react';

/** The id of the menu group shown now (a desktop dropdown, or the phone panel's level), or null. */
export const ShownGroup = createContext<number | null>(null);
